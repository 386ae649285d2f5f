import { type ArticleDetailResponse, titleToSlug } from '@cammini/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { problemOf } from '../../../lib/forms/problem-of';
import { articleKeys } from '../../../lib/query-keys';

/** One article by its title as it stands in the address (hyphenated); the server accepts both forms. */
export const articleQuery = (titleSlug: string) =>
  queryOptions({
    queryKey: articleKeys.detail(titleSlug),
    queryFn: ({ signal }) => request<ArticleDetailResponse>(`/api/article/${titleToSlug(titleSlug)}`, { signal }),
    // A missing article stays missing: asking again would only delay the not-found page.
    retry: (failures, error) => problemOf(error)?.status !== 404 && failures < 2,
  });

export const useArticle = (titleSlug: string) => useQuery(articleQuery(titleSlug));
