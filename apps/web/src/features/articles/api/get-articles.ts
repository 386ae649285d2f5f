import { ARTICLES_PAGE_DEFAULT, type ArticleListResponse } from '@cammini/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { articleKeys } from '../../../lib/query-keys';

/** The server answers at most this many articles per call; a full page means there may be more. */
export const ARTICLES_PAGE_SIZE = ARTICLES_PAGE_DEFAULT;

export interface ArticleFilters {
  q?: string;
  filter?: string;
}

function articlesPath({ q, filter }: ArticleFilters, offset: number): string {
  const params = new URLSearchParams({ limit: String(ARTICLES_PAGE_SIZE), offset: String(offset) });
  if (q) params.set('q', q);
  if (filter) params.set('filter', filter);
  return `/api/articles?${params}`;
}

export const articlesQuery = (filters: ArticleFilters) =>
  infiniteQueryOptions({
    queryKey: articleKeys.list({ q: filters.q ?? '', filter: filters.filter ?? '' }),
    queryFn: ({ pageParam, signal }) => request<ArticleListResponse>(articlesPath(filters, pageParam), { signal }),
    initialPageParam: 0,
    // While a new search loads, the previous list stays on screen (filtered at once in the page).
    placeholderData: keepPreviousData,
    getNextPageParam: (lastPage, _pages, lastOffset) =>
      lastPage.articles.length >= ARTICLES_PAGE_SIZE ? lastOffset + ARTICLES_PAGE_SIZE : undefined,
  });

/** Articles newest first, a page at a time, filtered on the server by title and topic. */
export const useArticles = (filters: ArticleFilters) => useInfiniteQuery(articlesQuery(filters));
