import { type CancelBookingResponse, titleToSlug } from '@cammini/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { accountKeys, ownedKeys } from '../../../lib/query-keys';

/** POST /api/user/courses/{title}/cancel: the booking is cancelled and refunded in full. */
export function cancelBooking(title: string): Promise<CancelBookingResponse> {
  return request(`/api/user/courses/${titleToSlug(title)}/cancel`, { method: 'POST', auth: 'user' });
}

/** Cancels a booking; then the owned courses (the course leaves the list) and the profile are read again. */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ownedKeys.all }),
        queryClient.invalidateQueries({ queryKey: accountKeys.all }),
      ]);
    },
  });
}
