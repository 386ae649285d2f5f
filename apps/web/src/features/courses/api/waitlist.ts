import { titleToSlug, type WaitlistPlace } from '@cammini/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { courseKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/session-store';

const placePath = (title: string) => `/api/course/${titleToSlug(title)}/waitlist`;

/** GET /api/course/{title}/waitlist: the customer's place on a full course's waiting list. */
export const waitlistPlaceQuery = (title: string, email: string) =>
  queryOptions({
    queryKey: courseKeys.waitlistPlace(title, email),
    queryFn: ({ signal }) => request<WaitlistPlace>(placePath(title), { auth: 'user', signal }),
    staleTime: 30_000,
  });

/** Read only for a logged-in customer, and only where the list matters (a sold-out course). */
export function useWaitlistPlace(title: string, enabled: boolean) {
  const { user } = useSession();
  return useQuery({ ...waitlistPlaceQuery(title, user?.email ?? ''), enabled: enabled && Boolean(user) });
}

/** POST joins the list, DELETE leaves it; both answer the new place, which replaces the one read. */
export function useChangeWaitlistPlace(title: string) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (method: 'POST' | 'DELETE') => request<WaitlistPlace>(placePath(title), { method, auth: 'user' }),
    onSuccess: (place) => queryClient.setQueryData(courseKeys.waitlistPlace(title, user?.email ?? ''), place),
  });
}
