import type { LanguageCode, PlacesResponse } from '@cammini/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { geoKeys } from '../../../lib/query-keys';

export function getCountries(lang: LanguageCode, signal?: AbortSignal): Promise<PlacesResponse> {
  return request(`/api/geo/countries?lang=${lang}`, { signal });
}

export const countriesQueryOptions = (lang: LanguageCode) =>
  queryOptions({
    queryKey: geoKeys.countries(lang),
    queryFn: ({ signal }) => getCountries(lang, signal),
    // The place data ships with the server and does not change while it runs.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useCountries(lang: LanguageCode, enabled = true) {
  return useQuery({ ...countriesQueryOptions(lang), enabled });
}
