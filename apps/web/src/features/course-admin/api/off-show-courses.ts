import type { OffShowCoursesResponse } from '@cammini/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { courseKeys, onlineCourseKeys } from '../../../lib/query-keys';
import type { CourseKind } from './course-saves';

// Under each kind's prefix, so every save of a course (a status change above all) refreshes it.
const offShowKeys = { course: courseKeys.offShow(), onlineCourse: onlineCourseKeys.offShow() };

/** GET /api/admin/courses?kind=: the courses of a kind the public list leaves out, newest change first. */
export const offShowCoursesQuery = (kind: CourseKind) =>
  queryOptions({
    queryKey: offShowKeys[kind],
    queryFn: ({ signal }) =>
      request<OffShowCoursesResponse>(`/api/admin/courses?kind=${kind}`, { auth: 'admin', signal }),
  });

export const useOffShowCourses = (kind: CourseKind) => useQuery(offShowCoursesQuery(kind));
