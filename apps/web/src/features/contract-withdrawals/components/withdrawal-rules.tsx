import { WITHDRAWAL_PERIOD_MIN_DAYS } from '@cammini/contract';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteSettings } from '../../../lib/site';

/** What the right is and when it applies, from the business's settings (the page states it before asking anything). */
export function WithdrawalRules() {
  const { t } = useTranslation('contract-withdrawal');
  const settings = useSiteSettings();
  const days = settings?.withdrawalPeriodDays ?? WITHDRAWAL_PERIOD_MIN_DAYS;
  return (
    <>
      <p className="lead">{t('lead', { days })}</p>
      <section aria-labelledby="withdrawal-rules-title" className="withdrawal-rules">
        <h2 id="withdrawal-rules-title">{t('rules.title')}</h2>
        <ul>
          <li>{t('rules.onlineCourse')}</li>
          <li>{settings?.leisureServiceException ? t('rules.courseExcluded') : t('rules.course')}</li>
        </ul>
        <p>
          <Trans t={t} i18nKey="rules.terms" components={{ terms: <Link to="/condizioni-di-vendita" /> }} />
        </p>
      </section>
    </>
  );
}
