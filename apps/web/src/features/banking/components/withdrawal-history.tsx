import type { WithdrawalStatus } from '@cammini/contract';
import { ReceiptText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { formatEuros, formatLongDate } from '../../../lib/format';
import { useCustomerWithdrawals } from '../api/get-withdrawals';

const statusKey: Record<WithdrawalStatus, string> = {
  'In attesa': 'pending',
  Completato: 'completed',
  Annullato: 'cancelled',
};

/** The customer's withdrawal requests, newest first: date, amount and status. */
export function WithdrawalHistory() {
  const { t, i18n } = useTranslation('accounts');
  const language = i18n.language;
  const withdrawals = useCustomerWithdrawals();
  const keys = 'userArea.banking.history';
  return (
    <section className="banking-section" aria-labelledby="withdrawal-history-title">
      <h3 id="withdrawal-history-title">{t(`${keys}.title`)}</h3>
      {withdrawals.isPending ? (
        <Loading label={t(`${keys}.loading`)} />
      ) : withdrawals.isError ? (
        <div className="banking-state">
          <Alert tone="error">{t(`${keys}.error`)}</Alert>
          <button type="button" className="button button-secondary" onClick={() => void withdrawals.refetch()}>
            {t('userArea.retry')}
          </button>
        </div>
      ) : withdrawals.data.length === 0 ? (
        <div className="banking-state banking-state--empty">
          <ReceiptText aria-hidden="true" size={28} />
          <p>{t(`${keys}.empty`)}</p>
        </div>
      ) : (
        <table className="withdrawal-history">
          <caption className="visually-hidden">{t(`${keys}.caption`)}</caption>
          <thead>
            <tr>
              <th scope="col">{t(`${keys}.columns.date`)}</th>
              <th scope="col" className="withdrawal-history__amount">
                {t(`${keys}.columns.amount`)}
              </th>
              <th scope="col">{t(`${keys}.columns.status`)}</th>
            </tr>
          </thead>
          <tbody>
            {withdrawals.data.map((withdrawal) => (
              <tr key={withdrawal.id}>
                <td className="withdrawal-history__date">{formatLongDate(withdrawal.requestDate, i18n.language)}</td>
                <td className="withdrawal-history__amount">{formatEuros(withdrawal.amount, language)}</td>
                <td>
                  <span className="withdrawal-status" data-status={statusKey[withdrawal.status]}>
                    {t(`${keys}.status.${statusKey[withdrawal.status]}`)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
