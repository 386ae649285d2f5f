import type { TerritoriesResponse } from '@cammini/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../api-client';
import { memberKeys } from '../query-keys';

/** The territories members work in: the members page's filter and the member form's suggestions. */
export const territoriesQuery = queryOptions({
  queryKey: memberKeys.territories(),
  queryFn: ({ signal }) => request<TerritoriesResponse>('/api/members/territories', { signal }),
  staleTime: 5 * 60_000,
});

export const useTerritories = () => useQuery(territoriesQuery);
