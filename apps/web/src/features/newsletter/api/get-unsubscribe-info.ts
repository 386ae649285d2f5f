import type { UnsubscribeInfoResponse } from '@cammini/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { newsletterKeys } from '../../../lib/query-keys';

/** GET /api/newsletter/unsubscribe/{token} as JSON: the masked address behind the link. */
export const unsubscribeInfoQuery = (token: string) =>
  queryOptions({
    queryKey: newsletterKeys.unsubscribe(token),
    queryFn: ({ signal }) =>
      request<UnsubscribeInfoResponse>(`/api/newsletter/unsubscribe/${encodeURIComponent(token)}`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useUnsubscribeInfo = (token: string) => useQuery(unsubscribeInfoQuery(token));
