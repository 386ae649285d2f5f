import type { PendingCredit } from '@cammini/contract';
import { useTranslation } from 'react-i18next';
import { formatEuros, formatNumericDate } from '../../../lib/format';

/**
 * Credits still in their 14-day withdrawal period: each with the day it can be withdrawn. They are
 * not part of the available balance until then (the sale may still be refunded).
 */
export function PendingCredits({ credits }: { credits: PendingCredit[] }) {
  const { t, i18n } = useTranslation('accounts');
  if (credits.length === 0) return null;
  return (
    <section className="banking-section pending-credits" aria-labelledby="pending-credits-title">
      <h3 id="pending-credits-title">{t('userArea.banking.pending.title')}</h3>
      <ul className="pending-credits__list">
        {credits.map((credit) => (
          <li key={`${credit.kind}-${credit.availableAt}-${credit.amount}`} className="pending-credits__item">
            <span>
              {t(`userArea.banking.pending.${credit.kind}`)}: <strong>{formatEuros(credit.amount)}</strong>
            </span>
            <span className="pending-credits__until">
              {t('userArea.banking.pending.until', { date: formatNumericDate(credit.availableAt, i18n.language) })}
            </span>
          </li>
        ))}
      </ul>
      <p className="field-hint banking-hint">{t('userArea.banking.pending.hint')}</p>
    </section>
  );
}
