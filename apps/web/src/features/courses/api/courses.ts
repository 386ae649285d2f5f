import type { CourseListItem, CourseListResponse } from '@cammini/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { markStaleAfterDelete } from '../../../lib/admin/stale-after-save';
import { request } from '../../../lib/api-client';
import { courseKeys } from '../../../lib/query-keys';

/** Every in-person course, soonest first; the page filters the loaded list as the visitor types. */
export const coursesQuery = queryOptions({
  queryKey: courseKeys.list(),
  queryFn: ({ signal }) => request<CourseListResponse>('/api/courses', { signal }),
  staleTime: 60_000,
});

export const useCourses = () => useQuery(coursesQuery);

/** DELETE /api/course {title} with the admin private token; the card leaves the list only on a 200. */
export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return async (course: Pick<CourseListItem, 'title'>) => {
    await request('/api/course', { method: 'DELETE', body: { title: course.title }, auth: 'admin' });
    queryClient.setQueryData(coursesQuery.queryKey, (current) =>
      current ? { courses: current.courses.filter((item) => item.title !== course.title) } : current,
    );
    markStaleAfterDelete(queryClient, 'course');
  };
}
