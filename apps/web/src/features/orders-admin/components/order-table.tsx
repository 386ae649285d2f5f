import { type AdminOrderRow, orderState } from '@cammini/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminTable } from '../../../components/admin/admin-table';
import { formatEuros, formatShortDateTime } from '../../../lib/format';

const COLUMNS = ['number', 'date', 'customer', 'course', 'payment', 'amount', 'refunded', 'status'];
const MONEY_COLUMNS = new Set(['amount', 'refunded']);

/** One row per order; the date opens the order's page. On a phone each row becomes a card. */
export function OrderTable({ rows }: { rows: AdminOrderRow[] }) {
  const { t, i18n } = useTranslation('admin-orders');
  const language = i18n.language;
  const column = (name: string) => t(`columns.${name}`);
  return (
    <AdminTable
      label={t('tableLabel')}
      className="orders-table"
      columns={COLUMNS.map((name) => ({ label: column(name), numeric: MONEY_COLUMNS.has(name) }))}
    >
      {rows.map((order) => {
        const date = formatShortDateTime(order.createdAt, i18n.language);
        return (
          <tr key={order.id}>
            <td className="business-table__nowrap" data-label={column('number')}>
              {order.number ?? '—'}
            </td>
            <td className="business-table__nowrap" data-label={column('date')}>
              <Link to={`/ordini/${order.id}`} aria-label={t('open', { date })}>
                {date}
              </Link>
            </td>
            <td data-label={column('customer')}>
              {order.customer.name} {order.customer.surname}
              <span className="business-table__sub business-table__email">{order.customer.email}</span>
            </td>
            <td className="business-table__title" data-label={column('course')}>
              {order.title}
              <span className="business-table__sub">{t(`kind.${order.kind}`)}</span>
            </td>
            <td data-label={column('payment')}>{t(`payment.${order.payment}`)}</td>
            <td className="numeric" data-label={column('amount')}>
              {formatEuros(order.amount, language)}
            </td>
            <td className="numeric" data-label={column('refunded')}>
              {order.refunded > 0 ? formatEuros(order.refunded, language) : '—'}
            </td>
            <td data-label={column('status')}>
              <span className="status-badge" data-status={orderState(order)}>
                {t(`statuses.${orderState(order)}`)}
              </span>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
