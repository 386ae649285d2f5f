import { type CourseViewerResponse, type OnlineCoursePlayerResponse, titleToSlug } from '@cammini/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { viewerKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/session-store';

/** GET /api/user/courses/{title}: an in-person course's intro and videos (buyers and admins; 403 otherwise). */
export const courseViewerQuery = (title: string, email: string) =>
  queryOptions({
    queryKey: viewerKeys.course(title, email),
    queryFn: ({ signal }) =>
      request<CourseViewerResponse>(`/api/user/courses/${titleToSlug(title)}`, { auth: 'user', signal }),
  });

/** GET /api/user/onlinecourses/{title}: the lessons with the customer's progress (buyers and admins). */
export const onlineCoursePlayerQuery = (title: string, email: string) =>
  queryOptions({
    queryKey: viewerKeys.onlineCourse(title, email),
    queryFn: ({ signal }) =>
      request<OnlineCoursePlayerResponse>(`/api/user/onlinecourses/${titleToSlug(title)}`, {
        auth: 'user',
        signal,
      }),
  });

export function useCourseViewer(title: string) {
  const { user } = useSession();
  return useQuery({ ...courseViewerQuery(title, user?.email ?? ''), enabled: Boolean(user) });
}

export function useOnlineCoursePlayer(title: string) {
  const { user } = useSession();
  return useQuery({ ...onlineCoursePlayerQuery(title, user?.email ?? ''), enabled: Boolean(user) });
}
