import { CircleAlert, MailMinus, MailX } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { useUnsubscribeInfo } from '../../../features/newsletter/api/get-unsubscribe-info';
import { linkProblem } from '../../../features/newsletter/api/link-problem';
import { useUnsubscribe } from '../../../features/newsletter/api/unsubscribe';
import { NewsletterCard } from '../../../features/newsletter/components/newsletter-card';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../styles/forms.css';

/** Shows whose subscription the link ends (masked) and ends it only when the reader confirms. */
export default function NewsletterUnsubscribePage() {
  const { t, i18n } = useTranslation('forms');
  const { token = '' } = useParams();
  usePageTitle(t('newsletterUnsubscribe.title'));
  const info = useUnsubscribeInfo(token);
  const subscriberLanguage = info.data?.language;
  // The page speaks the language the newsletters came in, whatever this browser shows; it is not kept
  // as the browser's choice, which the visitor makes with the language switch.
  useEffect(() => {
    if (subscriberLanguage && subscriberLanguage !== i18n.language) void i18n.changeLanguage(subscriberLanguage);
  }, [subscriberLanguage, i18n]);
  const leave = useUnsubscribe();
  const home = (
    <Link to="/" className="button button-secondary">
      {t('common.home')}
    </Link>
  );

  if (info.isPending) {
    return (
      <section className="page container newsletter-page">
        <Loading label={t('newsletterUnsubscribe.loading')} />
      </section>
    );
  }
  const problem = info.isError ? linkProblem(info.error) : leave.isError ? linkProblem(leave.error) : null;
  if (problem === 'invalid' || problem === 'expired') {
    return (
      <NewsletterCard icon={CircleAlert} tone="warning" title={t('newsletterUnsubscribe.invalidTitle')}>
        <p>{t('newsletterUnsubscribe.invalidText')}</p>
        {home}
      </NewsletterCard>
    );
  }
  if (info.isError) {
    return (
      <NewsletterCard icon={CircleAlert} tone="warning" title={t('newsletterUnsubscribe.title')}>
        <Alert tone="error">{t('newsletterUnsubscribe.loadFailed')}</Alert>
        <button type="button" className="button button-primary" onClick={() => void info.refetch()}>
          {t('common.retry')}
        </button>
      </NewsletterCard>
    );
  }
  const { email } = info.data;
  if (leave.isSuccess || info.data.unsubscribed) {
    return (
      <NewsletterCard icon={MailX} tone="success" title={t('newsletterUnsubscribe.doneTitle')}>
        <p>{t('newsletterUnsubscribe.doneText', { email })}</p>
        <p className="newsletter-card__hint">{t('newsletterUnsubscribe.comeBack')}</p>
        {home}
      </NewsletterCard>
    );
  }
  return (
    <NewsletterCard icon={MailMinus} title={t('newsletterUnsubscribe.title')}>
      <p>{t('newsletterUnsubscribe.question', { email })}</p>
      {problem === 'failed' && <Alert tone="error">{t('newsletterUnsubscribe.failed')}</Alert>}
      <div className="newsletter-card__actions">
        <button
          type="button"
          className="button button-primary"
          disabled={leave.isPending}
          onClick={() => leave.mutate(token)}
        >
          {leave.isPending ? t('newsletterUnsubscribe.leaving') : t('newsletterUnsubscribe.confirm')}
        </button>
        <Link to="/" className="button button-secondary">
          {t('newsletterUnsubscribe.stay')}
        </Link>
      </div>
    </NewsletterCard>
  );
}
