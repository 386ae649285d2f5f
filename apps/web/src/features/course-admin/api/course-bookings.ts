import type { AdminWaitlistResponse, CourseBookingsResponse, SuccessResponse } from '@cammini/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { courseKeys } from '../../../lib/query-keys';

const adminCoursePath = (title: string, what: 'bookings' | 'waitlist') =>
  `/api/admin/course/${encodeURIComponent(title)}/${what}`;

/** GET /api/admin/course/{title}/bookings: who is enrolled, what they paid and what they still owe. */
export const courseBookingsQuery = (title: string) =>
  queryOptions({
    queryKey: courseKeys.bookings(title),
    queryFn: ({ signal }) =>
      request<CourseBookingsResponse>(adminCoursePath(title, 'bookings'), { auth: 'admin', signal }),
  });

/** GET /api/admin/course/{title}/waitlist: the course's waiting list in line order. */
export const courseWaitlistQuery = (title: string) =>
  queryOptions({
    queryKey: courseKeys.waitlist(title),
    queryFn: ({ signal }) =>
      request<AdminWaitlistResponse>(adminCoursePath(title, 'waitlist'), { auth: 'admin', signal }),
  });

export const useCourseBookings = (title: string) => useQuery(courseBookingsQuery(title));
export const useCourseWaitlist = (title: string) => useQuery(courseWaitlistQuery(title));

/** POST /api/admin/bookings/{orderId}/balance-paid: the balance was paid on site; the list is read again. */
export function useMarkBalancePaid(title: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      request<SuccessResponse>(`/api/admin/bookings/${encodeURIComponent(orderId)}/balance-paid`, {
        method: 'POST',
        auth: 'admin',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.bookings(title) }),
  });
}
