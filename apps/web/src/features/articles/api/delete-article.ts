import type { ArticleListResponse, DeleteByTitleBody } from '@cammini/contract';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { markStaleAfterDelete } from '../../../lib/admin/stale-after-save';
import { request } from '../../../lib/api-client';
import { articleKeys } from '../../../lib/query-keys';

export const deleteArticle = (title: string) =>
  request<{ message: string }>('/api/article/', {
    method: 'DELETE',
    body: { title } satisfies DeleteByTitleBody,
    auth: 'admin',
  });

/** Deletes an article; only after the server's 200 does it leave the lists on screen. */
export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteArticle,
    onSuccess: (_answer, title) => {
      queryClient.setQueriesData<InfiniteData<ArticleListResponse>>({ queryKey: articleKeys.lists() }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                articles: page.articles.filter((article) => article.title !== title),
              })),
            }
          : data,
      );
      // Other lists (the home page's latest articles, neighbours) load again when next shown.
      markStaleAfterDelete(queryClient, 'article');
    },
  });
}
