import type { CustomerWithdrawalsResponse } from '@cammini/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { bankingKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/session-store';

/** GET /api/withdrawals/: the caller's own requests, newest first. */
export function getWithdrawals(signal?: AbortSignal): Promise<CustomerWithdrawalsResponse> {
  return request('/api/withdrawals/', { auth: 'user', signal });
}

/** Keyed by e-mail, like the profile, so another account on this browser never sees these. */
export const customerWithdrawalsQueryOptions = (email: string) =>
  queryOptions({
    queryKey: bankingKeys.withdrawals(email),
    queryFn: async ({ signal }) => (await getWithdrawals(signal)).withdrawals,
  });

export function useCustomerWithdrawals() {
  const { user } = useSession();
  return useQuery({ ...customerWithdrawalsQueryOptions(user?.email ?? ''), enabled: Boolean(user) });
}
