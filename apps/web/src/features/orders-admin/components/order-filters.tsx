import { ORDER_STATUS_FILTERS } from '@cammini/contract';
import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderFilters as Filters } from '../api/orders';

type FilterValues = Omit<Filters, 'page'>;

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
      <div className="field orders-filters__search">
        <label htmlFor="orders-q">{t('searchLabel')}</label>
        <div className="orders-filters__search-row">
          <input
            id="orders-q"
            type="search"
            value={q}
            maxLength={200}
            placeholder={t('searchHint')}
            onChange={(event) => setQ(event.target.value)}
          />
          <button type="submit" className="button button-secondary">
            <Search aria-hidden="true" size={16} />
            {t('search')}
          </button>
        </div>
      </div>
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
      <div className="field">
        <label htmlFor="orders-from">{t('from')}</label>
        <input
          id="orders-from"
          type="date"
          value={value.from}
          max={value.to || undefined}
          onChange={(event) => onChange({ ...value, q: q.trim(), from: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor="orders-to">{t('to')}</label>
        <input
          id="orders-to"
          type="date"
          value={value.to}
          min={value.from || undefined}
          onChange={(event) => onChange({ ...value, q: q.trim(), to: event.target.value })}
        />
      </div>
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
