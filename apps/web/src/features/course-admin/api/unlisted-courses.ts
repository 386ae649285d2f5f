import type { UnlistedCoursesResponse } from '@cammini/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { courseKeys, onlineCourseKeys } from '../../../lib/query-keys';
import type { CourseKind } from './course-saves';

// Under each kind's prefix, so every save of a course (a status change above all) refreshes it.
const unlistedKeys = { course: courseKeys.unlisted(), onlineCourse: onlineCourseKeys.unlisted() };

/** GET /api/admin/courses?kind=: the courses of a kind the public list leaves out, newest change first. */
export const unlistedCoursesQuery = (kind: CourseKind) =>
  queryOptions({
    queryKey: unlistedKeys[kind],
    queryFn: ({ signal }) =>
      request<UnlistedCoursesResponse>(`/api/admin/courses?kind=${kind}`, { auth: 'admin', signal }),
  });

export const useUnlistedCourses = (kind: CourseKind) => useQuery(unlistedCoursesQuery(kind));
