import {
  type OnlineCourseDetail,
  type OnlineCourseDetailResponse,
  type OnlineCourseListResponse,
  titleToSlug,
} from '@cammini/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { markStaleAfterDelete } from '../../../lib/admin/stale-after-save';
import { request } from '../../../lib/api-client';
import { onlineCourseKeys } from '../../../lib/query-keys';

/** Every online course; the page filters the loaded list as the visitor types. */
export const onlineCoursesQuery = queryOptions({
  queryKey: onlineCourseKeys.list(),
  queryFn: ({ signal }) => request<OnlineCourseListResponse>('/api/onlinecourses', { signal }),
  staleTime: 60_000,
});

export const useOnlineCourses = () => useQuery(onlineCoursesQuery);

/** DELETE /api/onlinecourse/ {title} with the admin private token; the card leaves only on a 200. */
export function useDeleteOnlineCourse() {
  const queryClient = useQueryClient();
  return async (course: { title: string }) => {
    await request('/api/onlinecourse/', { method: 'DELETE', body: { title: course.title }, auth: 'admin' });
    queryClient.setQueryData(onlineCoursesQuery.queryKey, (current) =>
      current ? { onlinecourses: current.onlinecourses.filter((item) => item.title !== course.title) } : current,
    );
    markStaleAfterDelete(queryClient, 'onlineCourse');
  };
}

/** GET /api/onlinecourse/{title}: the public view, lessons without their videos; 404 when unknown. */
export const onlineCourseQuery = (title: string) =>
  queryOptions({
    queryKey: onlineCourseKeys.detail(title),
    queryFn: async ({ signal }): Promise<OnlineCourseDetail> =>
      (await request<OnlineCourseDetailResponse>(`/api/onlinecourse/${titleToSlug(title)}`, { signal })).onlinecourse,
    staleTime: 60_000,
  });

export const useOnlineCourse = (title: string) => useQuery(onlineCourseQuery(title));
