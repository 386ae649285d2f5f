import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { useWithdrawals } from '../api/withdrawals';
import { WithdrawalTable } from './withdrawal-table';

/** The withdrawal requests with their loading, error and empty states. */
export function WithdrawalList() {
  const { t } = useTranslation('admin-business');
  const withdrawals = useWithdrawals();

  if (withdrawals.isPending) return <Loading label={t('withdrawals.loading')} />;
  if (withdrawals.isError)
    return (
      <Alert tone="error">
        <span>{t('withdrawals.error')}</span>{' '}
        <button type="button" className="business-retry" onClick={() => void withdrawals.refetch()}>
          {t('retry')}
        </button>
      </Alert>
    );
  if (withdrawals.data.length === 0) return <p className="business-empty">{t('withdrawals.empty')}</p>;
  return <WithdrawalTable withdrawals={withdrawals.data} />;
}
