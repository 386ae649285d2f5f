import type { TerritoriesResponse } from '@cammini/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

/** The territories members work in: the options of the members page's filter. */
export const territoriesQuery = queryOptions({
  queryKey: ['members', 'territories'],
  queryFn: ({ signal }) => request<TerritoriesResponse>('/api/members/territories', { signal }),
  staleTime: 5 * 60_000,
});

export const useTerritories = () => useQuery(territoriesQuery);
