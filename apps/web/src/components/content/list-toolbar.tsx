import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useTopics } from '../../lib/queries/topics';

/**
 * The search box (title contains, any case) and the topic filter of the content lists. Both live in
 * the address (`?q=`, `?filter=`), so a filtered list can be linked to and survives a reload.
 */
export function ListToolbar({ searchLabel, children }: { searchLabel: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const update = useSearchParamSetter();
  const topics = useTopics();

  return (
    <search className="list-toolbar">
      <label className="list-toolbar__search">
        <span className="visually-hidden">{searchLabel}</span>
        <Search aria-hidden="true" size={18} />
        <input
          type="search"
          placeholder={searchLabel}
          value={params.get('q') ?? ''}
          onChange={(event) => update('q', event.target.value)}
        />
      </label>
      <label className="list-toolbar__filter">
        <span className="visually-hidden">{t('listToolbar.topic')}</span>
        <select
          value={(params.get('filter') ?? '').toLowerCase()}
          onChange={(event) => update('filter', event.target.value)}
        >
          <option value="">{t('listToolbar.allTopics')}</option>
          {(topics.data ?? []).map((topic) => (
            <option key={topic.id} value={topic.title.toLowerCase()}>
              {topic.title}
            </option>
          ))}
        </select>
      </label>
      {children}
    </search>
  );
}

/**
 * Sets (or, when empty, removes) one list parameter in the address, keeping the others. It replaces
 * the history entry: typing a search should not leave one back-button step per keystroke.
 */
export function useSearchParamSetter() {
  const [, setParams] = useSearchParams();
  return (name: 'q' | 'filter', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
}

/** Applies the toolbar's search (in titles, any case) and topic filter to a loaded list. */
export function useListFilters() {
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim().toLowerCase();
  const filter = (params.get('filter') ?? '').trim().toLowerCase();
  return <T extends { title: string; category?: string | null }>(items: T[]) =>
    items.filter(
      (item) =>
        (!query || item.title.toLowerCase().includes(query)) &&
        (!filter || (item.category ?? '').toLowerCase() === filter),
    );
}
