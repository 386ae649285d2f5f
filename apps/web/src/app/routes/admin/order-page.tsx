import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AdminPage } from '../../../components/admin/admin-page';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { useOrder } from '../../../features/orders-admin/api/orders';
import { OrderDetail } from '../../../features/orders-admin/components/order-detail';
import { problemOf } from '../../../lib/forms/problem-of';
import '../../../features/orders-admin/orders-admin.css';
import { formatShortDateTime } from '../../../lib/format';
import '../../../styles/admin-business.css';

/** /ordini/{id}: one order with its payments, refunds, receipt and credits, and its refund. */
export default function OrderPage() {
  const { t, i18n } = useTranslation('admin-orders');
  const { id = '' } = useParams();
  const order = useOrder(id);
  const title = order.data
    ? order.data.number
      ? t('detail.titleNumber', { number: order.data.number })
      : t('detail.title', { date: formatShortDateTime(order.data.createdAt, i18n.language) })
    : t('title');
  const missing = [404, 400].includes(problemOf(order.error)?.status ?? 0);

  return (
    <AdminPage title={title} backTo="/ordini" backLabel={t('detail.back')} wide>
      {order.isPending ? (
        <Loading label={t('detail.loading')} />
      ) : order.isError ? (
        <Alert tone="error">
          <span>{missing ? t('detail.notFound') : t('detail.error')}</span>{' '}
          {!missing && (
            <button type="button" className="business-retry" onClick={() => void order.refetch()}>
              {t('retry')}
            </button>
          )}
        </Alert>
      ) : (
        <OrderDetail order={order.data} />
      )}
    </AdminPage>
  );
}
