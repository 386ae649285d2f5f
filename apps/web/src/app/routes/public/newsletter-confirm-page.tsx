import { CircleAlert, Clock, MailCheck, MailQuestionMark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { useConfirmSubscription } from '../../../features/newsletter/api/confirm-subscription';
import { linkProblem } from '../../../features/newsletter/api/link-problem';
import { NewsletterCard } from '../../../features/newsletter/components/newsletter-card';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../styles/forms.css';

/**
 * Confirms on a button press, never on load: mail scanners open every link in a message, and
 * would otherwise confirm addresses their owners never meant to subscribe.
 */
export default function NewsletterConfirmPage() {
  const { t } = useTranslation('forms');
  const { token = '' } = useParams();
  usePageTitle(t('newsletterConfirm.title'));
  const confirm = useConfirmSubscription();
  const problem = confirm.isError ? linkProblem(confirm.error) : null;
  const home = (
    <Link to="/" className="button button-secondary">
      {t('common.home')}
    </Link>
  );

  if (confirm.isSuccess) {
    return (
      <NewsletterCard icon={MailCheck} tone="success" title={t('newsletterConfirm.successTitle')}>
        <p>{t('newsletterConfirm.successText')}</p>
        {home}
      </NewsletterCard>
    );
  }
  if (problem === 'expired') {
    return (
      <NewsletterCard icon={Clock} tone="warning" title={t('newsletterConfirm.expiredTitle')}>
        <p>{t('newsletterConfirm.expiredText')}</p>
        {home}
      </NewsletterCard>
    );
  }
  if (problem === 'invalid') {
    return (
      <NewsletterCard icon={CircleAlert} tone="warning" title={t('newsletterConfirm.invalidTitle')}>
        <p>{t('newsletterConfirm.invalidText')}</p>
        {home}
      </NewsletterCard>
    );
  }
  return (
    <NewsletterCard icon={MailQuestionMark} title={t('newsletterConfirm.title')}>
      <p>{t('newsletterConfirm.lead')}</p>
      {problem === 'failed' && <Alert tone="error">{t('newsletterConfirm.failed')}</Alert>}
      <button
        type="button"
        className="button button-primary"
        disabled={confirm.isPending}
        onClick={() => confirm.mutate(token)}
      >
        {confirm.isPending ? t('newsletterConfirm.confirming') : t('newsletterConfirm.confirm')}
      </button>
    </NewsletterCard>
  );
}
