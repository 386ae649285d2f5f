import type { CourseEditView } from '@cammini/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, request } from '../../../lib/api-client';
import { courseKeys } from '../../../lib/query-keys';

/** GET /api/admin/course/{title}: the course with its videos, for the edit form; null when unknown. */
export const courseForEditQuery = (title: string) =>
  queryOptions({
    queryKey: courseKeys.edit(title),
    queryFn: async ({ signal }): Promise<CourseEditView | null> => {
      try {
        return await request<CourseEditView>(`/api/admin/course/${encodeURIComponent(title)}`, {
          auth: 'admin',
          signal,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    // The form starts from what is saved now, never from an older copy.
    staleTime: 0,
  });

export const useCourseForEdit = (title: string) => useQuery(courseForEditQuery(title));
