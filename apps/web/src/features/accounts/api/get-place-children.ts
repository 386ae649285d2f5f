import type { LanguageCode, PlacesResponse } from '@cammini/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { geoKeys } from '../../../lib/query-keys';

export function getPlaceChildren(id: string, lang: LanguageCode, signal?: AbortSignal): Promise<PlacesResponse> {
  return request(`/api/geo/places/${encodeURIComponent(id)}/children?lang=${lang}`, { signal });
}

export const placeChildrenQueryOptions = (id: string, lang: LanguageCode) =>
  queryOptions({
    queryKey: geoKeys.children(id, lang),
    queryFn: ({ signal }) => getPlaceChildren(id, lang, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The regions, provinces or cities inside a place; idle until a place is chosen. */
export function usePlaceChildren(id: string | undefined, lang: LanguageCode) {
  return useQuery({ ...placeChildrenQueryOptions(id ?? '', lang), enabled: Boolean(id) });
}
