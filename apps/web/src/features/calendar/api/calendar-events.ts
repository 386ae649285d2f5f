import type { CalendarResponse } from '@cammini/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { calendarKeys } from '../../../lib/query-keys';

/** GET /api/get/courses: the dated in-person courses, as calendar events. */
export const calendarEventsQuery = queryOptions({
  queryKey: calendarKeys.all,
  queryFn: ({ signal }) => request<CalendarResponse>('/api/get/courses', { signal }),
  staleTime: 60_000,
});

export const useCalendarEvents = () => useQuery(calendarEventsQuery);
