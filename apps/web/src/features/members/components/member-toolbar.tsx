import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSearchParamSetter } from '../../../components/content/list-toolbar';
import { useTerritories } from '../../../lib/queries/territories';
import type { MemberFilters } from '../member-search';

/** The name search and territory filter, kept in the address (`?q=`, `?filter=`) like the other lists. */
export function useMemberFilters(): MemberFilters {
  const [params] = useSearchParams();
  return { q: params.get('q') ?? '', territory: params.get('filter') ?? '' };
}

/** The territory options are the members' real territories (the original never filled them). */
export function MemberToolbar() {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const update = useSearchParamSetter();
  const territories = useTerritories();
  const selected = params.get('filter') ?? '';
  const options = territories.data?.territories ?? [];
  // A territory in the address that is not (yet) among the options must still show as chosen.
  const known = !selected || options.some((territory) => territory.toLowerCase() === selected.toLowerCase());

  return (
    <search className="list-toolbar">
      <label className="list-toolbar__search">
        <span className="visually-hidden">{t('members.search')}</span>
        <Search aria-hidden="true" size={18} />
        <input
          type="search"
          placeholder={t('members.search')}
          value={params.get('q') ?? ''}
          onChange={(event) => update('q', event.target.value)}
        />
      </label>
      <label className="list-toolbar__filter">
        <span className="visually-hidden">{t('members.territory')}</span>
        <select
          value={known ? (options.find((o) => o.toLowerCase() === selected.toLowerCase()) ?? '') : selected}
          onChange={(event) => update('filter', event.target.value)}
        >
          <option value="">{t('members.allTerritories')}</option>
          {!known && <option value={selected}>{selected}</option>}
          {options.map((territory) => (
            <option key={territory} value={territory}>
              {territory}
            </option>
          ))}
        </select>
      </label>
    </search>
  );
}
