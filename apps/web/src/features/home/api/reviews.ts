import type { ReviewItem, ReviewListResponse } from '@cammini/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { reviewKeys } from '../../../lib/query-keys';
import { HOME_LIST_SIZE } from './latest-lists';

/**
 * GET /api/reviews, the newest only. The key is plain `['reviews']` on purpose: the review form
 * invalidates it after a customer publishes, so the new review shows on the home at once.
 */
export const reviewsQuery = queryOptions({
  queryKey: reviewKeys.all,
  queryFn: ({ signal }) => request<ReviewListResponse>(`/api/reviews?limit=${HOME_LIST_SIZE}`, { signal }),
  staleTime: 60_000,
});

export const useReviews = () => useQuery(reviewsQuery);

/** DELETE /api/review/ {id} with the admin private token; the card leaves the list only on a 200. */
export function useDeleteReview() {
  const queryClient = useQueryClient();
  return async (review: Pick<ReviewItem, 'idReview'>) => {
    await request('/api/review/', { method: 'DELETE', body: { id: review.idReview }, auth: 'admin' });
    queryClient.setQueryData(reviewsQuery.queryKey, (current) =>
      current ? { reviews: current.reviews.filter((item) => item.idReview !== review.idReview) } : current,
    );
  };
}
