import type { MemberListResponse } from '@cammini/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** The facilitators an author is chosen from, as the forms show them: "Nome Cognome". */
export const memberOptionsQuery = queryOptions({
  queryKey: adminKeys.memberOptions(),
  queryFn: async ({ signal }) => {
    const answer = await request<MemberListResponse>('/api/members', { signal });
    return answer.members.map((member) => `${member.name.trim()} ${member.surname.trim()}`);
  },
  staleTime: 60_000,
});

export const useMemberOptions = () => useQuery(memberOptionsQuery);
