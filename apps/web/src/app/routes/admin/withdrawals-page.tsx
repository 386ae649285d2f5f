import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/admin-page';
import { WithdrawalList } from '../../../features/withdrawals/components/withdrawal-list';
import '../../../styles/admin-business.css';

/** /pagamenti: the customers' withdrawal requests and their status. */
export default function WithdrawalsPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('admin.withdrawals')} wide>
      <WithdrawalList />
    </AdminPage>
  );
}
