import type { OnlineCourseEditView } from '@cammini/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, request } from '../../../lib/api-client';
import { onlineCourseKeys } from '../../../lib/query-keys';

/** GET /api/admin/onlinecourse/{title}: the course with its lessons by id; null when unknown. */
export const onlineCourseForEditQuery = (title: string) =>
  queryOptions({
    queryKey: onlineCourseKeys.edit(title),
    queryFn: async ({ signal }): Promise<OnlineCourseEditView | null> => {
      try {
        return await request<OnlineCourseEditView>(`/api/admin/onlinecourse/${encodeURIComponent(title)}`, {
          auth: 'admin',
          signal,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 0,
  });

export const useOnlineCourseForEdit = (title: string) => useQuery(onlineCourseForEditQuery(title));
