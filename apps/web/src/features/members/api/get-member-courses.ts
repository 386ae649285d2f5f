import { type MemberCoursesResponse, titleToSlug } from '@cammini/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { problemOf } from '../../../lib/forms/problem-of';
import { memberKeys } from '../../../lib/query-keys';

/** A member's courses, the member given by id or by name-surname as the members page links. */
export const memberCoursesQuery = (memberRef: string) =>
  queryOptions({
    queryKey: memberKeys.courses(memberRef),
    queryFn: ({ signal }) =>
      request<MemberCoursesResponse>(`/api/members/${titleToSlug(memberRef)}/courses`, { signal }),
    retry: (failures, error) => problemOf(error)?.status !== 404 && failures < 2,
  });

export const useMemberCourses = (memberRef: string) => useQuery(memberCoursesQuery(memberRef));
