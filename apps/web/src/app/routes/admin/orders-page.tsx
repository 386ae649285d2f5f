import { ORDER_STATUS_FILTERS } from '@cammini/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminPage } from '../../../components/admin/admin-page';
import { orderSearch } from '../../../features/orders-admin/api/orders';
import { OrderList } from '../../../features/orders-admin/components/order-list';
import '../../../styles/admin-business.css';

const isoDate = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');
/** An address edited by hand never sends the server a status it does not know. */
const knownStatus = (value: string | null) =>
  (ORDER_STATUS_FILTERS as readonly string[]).includes(value ?? '') ? value! : '';

/** /ordini: every order, searchable and filtered; the filters live in the address, so back keeps them. */
export default function OrdersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page'));
  const filters = {
    q: params.get('q') ?? '',
    status: knownStatus(params.get('status')),
    from: isoDate(params.get('from')),
    to: isoDate(params.get('to')),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
  return (
    <AdminPage title={t('admin.orders')} wide>
      <OrderList filters={filters} onChange={(next) => setParams(new URLSearchParams(orderSearch(next)))} />
    </AdminPage>
  );
}
