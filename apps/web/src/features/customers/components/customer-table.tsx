import type { CustomerRow } from '@cammini/contract';
import { useTranslation } from 'react-i18next';
import { AdminTable } from '../../../components/admin/admin-table';
import { formatEuros } from '../../../lib/format';

const DASH = '—';
const text = (value: string | null) => value || DASH;
const price = (value: number | null, language: string) => (value === null ? DASH : formatEuros(value, language));

/** One row per purchase; a missing title or price shows a dash. */
export function CustomerTable({ rows }: { rows: CustomerRow[] }) {
  const { t, i18n } = useTranslation('admin-business');
  const language = i18n.language;
  const columns = ['name', 'surname', 'email', 'phone', 'course', 'coursePrice', 'meditation', 'meditationPrice'];
  const numeric = new Set(['coursePrice', 'meditationPrice']);
  return (
    <AdminTable
      label={t('customers.tableLabel')}
      columns={columns.map((column) => ({ label: t(`customers.columns.${column}`), numeric: numeric.has(column) }))}
    >
      {rows.map((row, index) => (
        // Rows have no id (one customer may have bought the same course twice); the list is replaced whole,
        // never reordered, so the index is key enough.
        <tr key={index}>
          <td data-label={t('customers.columns.name')}>{row.userName}</td>
          <td data-label={t('customers.columns.surname')}>{row.userSurname}</td>
          <td className="business-table__email" data-label={t('customers.columns.email')}>
            {row.email}
          </td>
          <td className="business-table__nowrap" data-label={t('customers.columns.phone')}>
            {text(row.phoneNumber)}
          </td>
          <td className="business-table__title" data-label={t('customers.columns.course')}>
            {text(row.courseTitle)}
          </td>
          <td className="numeric" data-label={t('customers.columns.coursePrice')}>
            {price(row.coursePrice, language)}
          </td>
          <td className="business-table__title" data-label={t('customers.columns.meditation')}>
            {text(row.meditationTitle)}
          </td>
          <td className="numeric" data-label={t('customers.columns.meditationPrice')}>
            {price(row.meditationPrice, language)}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
