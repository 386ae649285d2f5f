import {
  type Article,
  type ArticleDetailResponse,
  type ArticleFormValues,
  type ContentCreatedResponse,
  type SuccessResponse,
  titleToSlug,
} from '@cammini/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterSave } from '../../../lib/admin/stale-after-save';
import { request } from '../../../lib/api-client';
import { articleKeys } from '../../../lib/query-keys';
import { type SendOptions, sendContentForm } from './content-form-data';

/** GET /api/article/{title}: the article the edit form starts from (an old title still finds it). */
export const articleQuery = (titleSlug: string) =>
  queryOptions({
    queryKey: articleKeys.edit(titleSlug),
    queryFn: async ({ signal }) =>
      (await request<ArticleDetailResponse>(`/api/article/${titleToSlug(titleSlug)}`, { signal })).article,
  });

export interface ArticleSave extends SendOptions {
  values: ArticleFormValues;
  /** The cover: required for a new article; on an edit it replaces the saved one. */
  cover?: File;
  /** The article's title as saved, when editing. */
  currentTitle?: Article['title'];
}

/** POST /api/article/ or PUT /api/article/ (multipart; the edit names the article by its current title). */
export function saveArticle({ values, cover, currentTitle, onProgress }: ArticleSave) {
  if (currentTitle === undefined) {
    return sendContentForm<ContentCreatedResponse>('/api/article/', 'POST', { ...values, foto: cover }, { onProgress });
  }
  return sendContentForm<SuccessResponse>(
    '/api/article/',
    'PUT',
    { ...values, title: currentTitle, newTitle: values.title, foto: cover },
    { onProgress },
  );
}

export function useSaveArticle() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveArticle, onSuccess: () => refreshAfterSave(queryClient, 'article') });
}
