import type { CreateReviewBody, CreateReviewResponse } from '@cammini/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { reviewKeys } from '../../../lib/query-keys';

/**
 * POST /api/review/ with the session token; the server allows one review per customer every 24 hours
 * and answers whether it waits for approval (`pending`) or is shown at once (`published`).
 */
export function createReview(body: CreateReviewBody): Promise<CreateReviewResponse> {
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
