import { CANCELLATION_MIN_DAYS_AHEAD, CREDIT_WAIT_DAYS, type PendingCredit } from '@cammini/contract';
import { useTranslation } from 'react-i18next';
import { formatEuros, formatNumericDate } from '../../../lib/format';

/**
 * Credits whose sale is not final yet (its withdrawal period, or a booking's free cancellation, still
 * open): each with the day it can be withdrawn, which the server sets at the start of a day in Italy.
 * They are not part of the available balance until then (the sale may still be refunded).
 */
export function PendingCredits({ credits }: { credits: PendingCredit[] }) {
  const { t, i18n } = useTranslation('accounts');
  const language = i18n.language;
  if (credits.length === 0) return null;
  return (
    <section className="banking-section pending-credits" aria-labelledby="pending-credits-title">
      <h3 id="pending-credits-title">{t('userArea.banking.pending.title')}</h3>
      <ul className="pending-credits__list">
        {credits.map((credit) => (
          <li key={`${credit.kind}-${credit.availableAt}-${credit.amount}`} className="pending-credits__item">
            <span>
              {t(`userArea.banking.pending.${credit.kind}`)}: <strong>{formatEuros(credit.amount, language)}</strong>
            </span>
            <span className="pending-credits__until">
              {t('userArea.banking.pending.until', { date: formatNumericDate(credit.availableAt, i18n.language) })}
            </span>
          </li>
        ))}
      </ul>
      <p className="field-hint banking-hint">
        {t('userArea.banking.pending.hint', {
          withdrawalDays: CREDIT_WAIT_DAYS,
          cancellationDays: CANCELLATION_MIN_DAYS_AHEAD,
        })}
      </p>
    </section>
  );
}
