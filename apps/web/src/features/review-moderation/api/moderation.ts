import type { AdminReviewsResponse, ModerateReviewBody, ReviewStatus } from '@cammini/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { adminKeys, reviewKeys } from '../../../lib/query-keys';

/** GET /api/admin/reviews?status=&page=: the reviews in one status, a page at a time. */
export const moderationQuery = (status: ReviewStatus, page: number) =>
  queryOptions({
    queryKey: adminKeys.reviewsIn(status, page),
    queryFn: ({ signal }) =>
      request<AdminReviewsResponse>(`/api/admin/reviews?status=${status}&page=${page}`, { auth: 'admin', signal }),
    placeholderData: keepPreviousData,
  });

export const useModerationList = (status: ReviewStatus, page: number) => useQuery(moderationQuery(status, page));

/** PUT /api/admin/reviews/{id}: every list of reviews, public ones included, is read again. */
export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number } & ModerateReviewBody) =>
      request(`/api/admin/reviews/${id}`, { method: 'PUT', body: { status }, auth: 'admin' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.reviews() }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
      ]),
  });
}
