import type { OwnedCoursesResponse, OwnedOnlineCoursesResponse } from '@cammini/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../api-client';
import { ownedKeys } from '../query-keys';
import { useSession } from '../session/session-store';

export type OwnedKind = 'course' | 'onlineCourse';

/**
 * What the logged-in customer bought: GET /api/user/courses and /api/user/onlinecourses. Shared by the
 * course lists and detail pages (VISUALIZZA instead of ACQUISTA), the user area's tabs and checkout.
 */
export const ownedCoursesQuery = (email: string) =>
  queryOptions({
    queryKey: ownedKeys.courses(email),
    queryFn: ({ signal }) => request<OwnedCoursesResponse>('/api/user/courses', { auth: 'user', signal }),
    staleTime: 60_000,
  });

export const ownedOnlineCoursesQuery = (email: string) =>
  queryOptions({
    queryKey: ownedKeys.onlineCourses(email),
    queryFn: ({ signal }) => request<OwnedOnlineCoursesResponse>('/api/user/onlinecourses', { auth: 'user', signal }),
    staleTime: 60_000,
  });

export function useOwnedCourses() {
  const { user } = useSession();
  return useQuery({ ...ownedCoursesQuery(user?.email ?? ''), enabled: Boolean(user) });
}

export function useOwnedOnlineCourses() {
  const { user } = useSession();
  return useQuery({ ...ownedOnlineCoursesQuery(user?.email ?? ''), enabled: Boolean(user) });
}

const NONE: ReadonlySet<string> = new Set();
const titleSet = (answer: { courses?: { title: string }[] } | null) =>
  new Set((answer?.courses ?? []).map((course) => course.title.toLowerCase()));

/**
 * The titles (lower case) of the courses of one kind the customer owns. A convenience for the
 * VISUALIZZA links: when the list cannot be read, the visitor simply owns nothing here.
 */
export function useOwnedTitles(kind: OwnedKind): ReadonlySet<string> {
  const { user } = useSession();
  const email = user?.email ?? '';
  const courses = useQuery({
    ...ownedCoursesQuery(email),
    enabled: Boolean(user) && kind === 'course',
    select: titleSet,
  });
  const online = useQuery({
    ...ownedOnlineCoursesQuery(email),
    enabled: Boolean(user) && kind === 'onlineCourse',
    select: titleSet,
  });
  const titles = kind === 'course' ? courses.data : online.data;
  return (user && titles) || NONE;
}

/** After a purchase: every owned list is read again. */
export function useRefreshOwned() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ownedKeys.all });
}
