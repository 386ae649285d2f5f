import { type CourseDetail, type CourseDetailResponse, titleToSlug } from '@cammini/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { markStaleAfterDelete } from '../../../lib/admin/stale-after-save';
import { request } from '../../../lib/api-client';
import { courseKeys } from '../../../lib/query-keys';

/** GET /api/course/{title}: a one-item array (the original client reads the first item); [] is "not found". */
export const courseQuery = (title: string) =>
  queryOptions({
    queryKey: courseKeys.detail(title),
    queryFn: async ({ signal }): Promise<CourseDetail | null> => {
      const answer = await request<CourseDetailResponse>(`/api/course/${titleToSlug(title)}`, { signal });
      return answer[0] ?? null;
    },
    staleTime: 60_000,
  });

export const useCourse = (title: string) => useQuery(courseQuery(title));

/**
 * DELETE /api/member {name, surname}; the facilitator card goes away only on a 200. `confirm` deletes
 * a member who leads courses (the first answer is 409 LEADS_COURSES naming them).
 */
export function useDeleteFacilitator(title: string) {
  const queryClient = useQueryClient();
  const key = courseQuery(title).queryKey;
  return async (member: { idMember: number; name: string; surname: string }, confirm = false) => {
    await request('/api/member', {
      method: 'DELETE',
      body: { name: member.name, surname: member.surname, ...(confirm ? { confirm } : {}) },
      auth: 'admin',
    });
    queryClient.setQueryData(key, (current) =>
      current
        ? { ...current, facilitators: current.facilitators.filter((item) => item.idMember !== member.idMember) }
        : current,
    );
    markStaleAfterDelete(queryClient, 'member');
  };
}
