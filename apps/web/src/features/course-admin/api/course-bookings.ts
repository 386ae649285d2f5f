import {
  type AdminWaitlistResponse,
  type CourseBookingsResponse,
  type CourseSeatHoldsResponse,
  type SuccessResponse,
  titleToSlug,
} from '@cammini/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { courseKeys } from '../../../lib/query-keys';

const adminCoursePath = (title: string, what: 'bookings' | 'waitlist' | 'holds') =>
  `/api/admin/course/${titleToSlug(title)}/${what}`;

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

/** GET /api/admin/course/{title}/holds: the unpaid checkouts holding a seat now, oldest first. */
export const courseHoldsQuery = (title: string) =>
  queryOptions({
    queryKey: courseKeys.holds(title),
    queryFn: ({ signal }) =>
      request<CourseSeatHoldsResponse>(adminCoursePath(title, 'holds'), { auth: 'admin', signal }),
  });

export const useCourseBookings = (title: string) => useQuery(courseBookingsQuery(title));
export const useCourseWaitlist = (title: string) => useQuery(courseWaitlistQuery(title));
export const useCourseHolds = (title: string) => useQuery(courseHoldsQuery(title));

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

/**
 * POST /api/admin/orders/{orderId}/release-hold: the seat goes to the waiting list or back on sale. The holds
 * and the waiting list are read again either way (a 404 means the hold ended meanwhile).
 */
export function useReleaseHold(title: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      request<SuccessResponse>(`/api/admin/orders/${encodeURIComponent(orderId)}/release-hold`, {
        method: 'POST',
        auth: 'admin',
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: courseKeys.holds(title) }),
        queryClient.invalidateQueries({ queryKey: courseKeys.waitlist(title) }),
      ]),
  });
}
