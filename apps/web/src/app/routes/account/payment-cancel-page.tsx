import { CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PaymentResult } from '../../../features/checkout/components/payment-result';
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
    <PaymentResult
      icon={<CircleX size={36} />}
      title={t('cancel.title')}
      primary={retry ? { to: retry, label: t('cancel.retry') } : null}
      secondary={{ to: '/contatti', label: t('cancel.contact') }}
      homeLabel={t('cancel.home')}
    >
      <p>{t('cancel.canceled')}</p>
      <p>{t('cancel.help')}</p>
    </PaymentResult>
  );
}
