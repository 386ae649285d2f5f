import { itemPath, titleToSlug } from '@cammini/contract';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/**
 * What someone who did not buy the course sees in its viewer: an invitation to buy it, or to log in
 * for those who may have bought it already.
 */
export function PurchasePrompt({
  title,
  kind,
  loggedIn,
}: {
  title: string;
  kind: 'course' | 'onlineCourse';
  loggedIn: boolean;
}) {
  const { t } = useTranslation('commerce');
  const location = useLocation();
  const slug = titleToSlug(title);
  const detail = kind === 'course' ? itemPath.course(title) : itemPath.onlineCourse(title);
  const payment = kind === 'course' ? `/payment/${slug}` : `/payment/${slug}?kind=onlineCourse`;
  return (
    <div className="card content-state purchase-prompt">
      <span className="purchase-prompt__icon" aria-hidden="true">
        <Lock size={28} />
      </span>
      <h1>{t('prompt.title')}</h1>
      <p>{loggedIn ? t('prompt.text') : t('prompt.loginText')}</p>
      <div className="links-row">
        {loggedIn ? (
          <Link className="button button-primary" to={payment}>
            {t('prompt.buy')}
          </Link>
        ) : (
          <Link className="button button-primary" to="/login" state={{ from: location.pathname }}>
            {t('prompt.login')}
          </Link>
        )}
        <Link className="button button-secondary" to={detail}>
          {t('prompt.details')}
        </Link>
      </div>
    </div>
  );
}
