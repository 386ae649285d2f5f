import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/query-keys';

export function checkResetToken(token: string, signal?: AbortSignal): Promise<{ message: string }> {
  return request(`/api/check-reset-token/${encodeURIComponent(token)}`, { signal });
}

export const resetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: accountKeys.resetToken(token),
    queryFn: ({ signal }) => checkResetToken(token, signal),
    // A link is checked once per visit; it must not turn valid or invalid behind the user's back.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function useResetTokenCheck(token: string) {
  return useQuery(resetTokenQueryOptions(token));
}
