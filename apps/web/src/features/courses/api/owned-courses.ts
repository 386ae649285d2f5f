import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { useSession } from '../../session/session-store';

interface OwnedCoursesResponse {
  courses: { title: string }[];
}

const NONE = new Set<string>();

/**
 * The titles (lower case) of the in-person courses the logged-in customer bought. The list is a
 * convenience for the VISUALIZZA links: when it cannot be read the visitor simply owns nothing here.
 */
export function useOwnedCourseTitles(): Set<string> {
  const { user } = useSession();
  const owned = useQuery({
    queryKey: ['owned-courses', user?.email],
    enabled: Boolean(user),
    queryFn: async ({ signal }) => {
      try {
        const answer = await request<OwnedCoursesResponse>('/api/user/courses', { auth: 'user', signal });
        return new Set((answer?.courses ?? []).map((course) => course.title.toLowerCase()));
      } catch {
        return NONE;
      }
    },
    staleTime: 60_000,
  });
  return (user && owned.data) || NONE;
}
