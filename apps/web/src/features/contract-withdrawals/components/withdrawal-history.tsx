import type { OwnContractWithdrawal } from '@cammini/contract';
import { useTranslation } from 'react-i18next';
import { formatEuros, formatLongDate } from '../../../lib/format';

/** The withdrawals the customer made, with where each refund stands. */
export function WithdrawalHistory({ withdrawals }: { withdrawals: OwnContractWithdrawal[] }) {
  const { t, i18n } = useTranslation('contract-withdrawal');
  const language = i18n.language;
  if (withdrawals.length === 0) return null;
  return (
    <section className="withdrawal-history" aria-labelledby="withdrawal-history-title">
      <h2 id="withdrawal-history-title">{t('history.title')}</h2>
      <ul>
        {withdrawals.map((withdrawal) => (
          <li key={withdrawal.id}>
            <span className="withdrawal-history__order">
              {t('history.item', {
                number: withdrawal.order.number ?? withdrawal.order.id,
                title: withdrawal.order.title,
              })}
            </span>
            <span>
              {t('history.receivedAt', { date: formatLongDate(withdrawal.receivedAt, language) })} ·{' '}
              {formatEuros(withdrawal.refund, language)} ·{' '}
              {t(`history.status.${withdrawal.status}`, { date: formatLongDate(withdrawal.refundDueAt, language) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
