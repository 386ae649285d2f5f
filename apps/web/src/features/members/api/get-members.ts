import type { MemberListResponse } from '@cammini/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { memberKeys } from '../../../lib/query-keys';

/** Every member (the server caps public lists at a few hundred): the page filters them in place. */
export const membersQuery = queryOptions({
  queryKey: memberKeys.list(),
  queryFn: ({ signal }) => request<MemberListResponse>('/api/members', { signal }),
  staleTime: 60_000,
});

export const useMembers = () => useQuery(membersQuery);
