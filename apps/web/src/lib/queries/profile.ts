import type { UserProfile } from '@cammini/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../api-client';
import { accountKeys } from '../query-keys';
import { useSession } from '../session/session-store';

export function getProfile(signal?: AbortSignal): Promise<{ message: string; user: UserProfile }> {
  return request('/api/user/', { auth: 'user', signal });
}

/** Keyed by e-mail so that another account logging in on this browser never sees a cached profile. */
export const profileQueryOptions = (email: string) =>
  queryOptions({
    queryKey: accountKeys.profile(email),
    queryFn: async ({ signal }) => (await getProfile(signal)).user,
  });

export function useProfile() {
  const { user } = useSession();
  return useQuery({ ...profileQueryOptions(user?.email ?? ''), enabled: Boolean(user) });
}
