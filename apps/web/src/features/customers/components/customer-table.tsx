import type { CustomerRow } from '@cammini/contract';
import { useTranslation } from 'react-i18next';
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
    // A focusable region, so keyboard users can scroll the wide table on a phone.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region must be reachable by keyboard
    <section className="admin-table-wrap" aria-label={t('customers.tableLabel')} tabIndex={0}>
      <table className="admin-table business-table business-table--stack">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={numeric.has(column) ? 'numeric' : undefined}>
                {t(`customers.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // Rows have no id: one customer may have bought the same course twice.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
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
        </tbody>
      </table>
    </section>
  );
}
