import type { ArticleListResponse, CourseListResponse, MemberListResponse } from '@cammini/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { homeKeys } from '../../../lib/query-keys';

/** How many items each home carousel shows: a taste, the full lists are one click away. */
export const HOME_LIST_SIZE = 8;

// The home's lists are light reads the server caches; a minute of freshness spares repeat visits.
const staleTime = 60_000;

/** GET /api/courses: in-person courses, soonest first. */
export const homeCoursesQuery = queryOptions({
  queryKey: homeKeys.courses(),
  queryFn: ({ signal }) => request<CourseListResponse>(`/api/courses?limit=${HOME_LIST_SIZE}`, { signal }),
  staleTime,
  select: (data) => data.courses,
});

/** GET /api/articles: the newest articles only, so the home does not download the whole blog. */
export const homeArticlesQuery = queryOptions({
  queryKey: homeKeys.articles(),
  queryFn: ({ signal }) => request<ArticleListResponse>(`/api/articles?limit=${HOME_LIST_SIZE}`, { signal }),
  staleTime,
  select: (data) => data.articles,
});

/** GET /api/members: the first facilitators, by surname. */
export const homeMembersQuery = queryOptions({
  queryKey: homeKeys.members(),
  queryFn: ({ signal }) => request<MemberListResponse>(`/api/members?limit=${HOME_LIST_SIZE}`, { signal }),
  staleTime,
  select: (data) => data.members,
});

export const useLatestCourses = () => useQuery(homeCoursesQuery);
export const useLatestArticles = () => useQuery(homeArticlesQuery);
export const useHomeMembers = () => useQuery(homeMembersQuery);
