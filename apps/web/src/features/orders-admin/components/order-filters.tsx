import { ORDER_STATUS_FILTERS } from '@cammini/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../components/admin/search-box';
import type { OrderFilters as Filters } from '../api/orders';

type FilterValues = Omit<Filters, 'page'>;

/** The period's two days. */
const PERIOD_ENDS = ['from', 'to'] as const;

/** One status at a time; the groups (attempts, every order) come first, the sales are the default. */
const STATUSES = ORDER_STATUS_FILTERS.filter((status) => status !== 'attempts' && status !== 'all');

/**
 * Search, status and period of the order list. Without a status the list shows the sales (paid, partly
 * refunded, refunded); checkout attempts are a filter of their own. The search is sent with the button (or Enter), the
 * status and dates as soon as they change: each change starts again from the first page.
 *
 * Hand-written state: filters of a list, applied as they change, not data to save.
 */
export function OrderFilters({ value, onChange }: { value: FilterValues; onChange: (next: FilterValues) => void }) {
  const { t } = useTranslation('admin-orders');
  const [q, setQ] = useState(value.q);
  useEffect(() => setQ(value.q), [value.q]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...value, q: q.trim() });
  };
  const filtered = value.q !== '' || value.status !== '' || value.from !== '' || value.to !== '';

  return (
    <form className="orders-filters" onSubmit={submit}>
      <SearchBox
        id="orders-q"
        texts={{ label: t('searchLabel'), placeholder: t('searchHint'), button: t('search') }}
        state={[q, setQ]}
        className="orders-filters__search"
        rowClassName="orders-filters__search-row"
      />
      <div className="field">
        <label htmlFor="orders-status">{t('status')}</label>
        <select
          id="orders-status"
          value={value.status}
          onChange={(event) => onChange({ ...value, q: q.trim(), status: event.target.value })}
        >
          <option value="">{t('allStatuses')}</option>
          <option value="attempts">{t('statusGroups.attempts')}</option>
          <option value="all">{t('statusGroups.all')}</option>
          <optgroup label={t('statusesLabel')}>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
              </option>
            ))}
          </optgroup>
        </select>
      </div>
      {PERIOD_ENDS.map((end) => (
        <div key={end} className="field">
          <label htmlFor={`orders-${end}`}>{t(end)}</label>
          <input
            id={`orders-${end}`}
            type="date"
            value={value[end]}
            // Neither end may pass the other.
            min={(end === 'to' && value.from) || undefined}
            max={(end === 'from' && value.to) || undefined}
            onChange={(event) => onChange({ ...value, q: q.trim(), [end]: event.target.value })}
          />
        </div>
      ))}
      {filtered && (
        <button
          type="button"
          className="button button-ghost orders-filters__clear"
          onClick={() => onChange({ q: '', status: '', from: '', to: '' })}
        >
          {t('clear')}
        </button>
      )}
    </form>
  );
}
