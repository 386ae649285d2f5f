import type { CreateReviewBody, ReviewItem } from '@cammini/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { reviewKeys } from '../../../lib/query-keys';

/** POST /api/review/ with the session token; the server allows one review per customer every 24 hours. */
export function createReview(body: CreateReviewBody): Promise<{ message: 'Success'; review: ReviewItem }> {
  return request('/api/review/', { method: 'POST', body, auth: 'user' });
}

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    // The public list (the home's carousel) shows the new review on the next visit without waiting.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
