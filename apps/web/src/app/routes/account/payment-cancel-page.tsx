import { CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../styles/commerce.css';
import '../../../styles/courses.css';

/** /cancel/: the payment was cancelled (spec 2.14); `?corso=` offers to try the same course again. */
export default function PaymentCancelPage() {
  const { t } = useTranslation('commerce');
  usePageTitle(t('cancel.pageTitle'));
  const [search] = useSearchParams();
  const course = search.get('corso');
  const kind = search.get('kind') === 'onlineCourse' ? '?kind=onlineCourse' : '';
  // Only a title segment: never an address smuggled in from the query.
  const retry = course && !/[/\\?#]/.test(course) ? `/payment/${encodeURIComponent(course)}${kind}` : null;

  return (
    <section className="page container page-narrow payment-result">
      <div className="card payment-result__card">
        <span className="payment-result__icon" aria-hidden="true">
          <CircleX size={36} />
        </span>
        <h1>{t('cancel.title')}</h1>
        <p>{t('cancel.canceled')}</p>
        <p>{t('cancel.help')}</p>
        <div className="links-row payment-result__links">
          {retry && (
            <Link className="button button-primary" to={retry}>
              {t('cancel.retry')}
            </Link>
          )}
          <Link className="button button-secondary" to="/contatti">
            {t('cancel.contact')}
          </Link>
          <Link className="button button-ghost" to="/">
            {t('cancel.home')}
          </Link>
        </div>
      </div>
    </section>
  );
}
