import type { ContentCreatedResponse, SuccessResponse, Topic, TopicFormValues, TopicResponse } from '@cammini/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterSave } from '../../../lib/admin/stale-after-save';
import { request } from '../../../lib/api-client';
import { topicKeys } from '../../../lib/query-keys';
import { type SendOptions, sendContentForm } from './content-form-data';

/** GET /api/topic/{id}: the topic the edit form starts from. */
export const topicQuery = (id: string) =>
  queryOptions({
    queryKey: topicKeys.edit(id),
    queryFn: async ({ signal }) =>
      (await request<TopicResponse>(`/api/topic/${encodeURIComponent(id)}`, { signal })).topic,
  });

export interface TopicSave extends SendOptions {
  values: TopicFormValues;
  /** A new picture; on an edit it replaces the saved one. */
  photo?: File;
  /** On an edit, without a new picture: drop the saved one. */
  removePhoto?: boolean;
  /** The topic as saved, when editing. */
  current?: Topic;
}

/** POST /api/topic/ or PUT /api/topic/ (multipart; the edit names the topic by id and current title). */
export function saveTopic({ values, photo, removePhoto, current, onProgress }: TopicSave) {
  if (!current) {
    return sendContentForm<ContentCreatedResponse>('/api/topic/', 'POST', { ...values, foto: photo }, { onProgress });
  }
  return sendContentForm<SuccessResponse>(
    '/api/topic/',
    'PUT',
    {
      id: String(current.id),
      title: current.title,
      newTitle: values.title,
      description: values.description,
      directory: 'topic',
      foto: photo,
      removeFoto: removePhoto && !photo ? 'true' : undefined,
    },
    { onProgress },
  );
}

export function useSaveTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTopic,
    onSuccess: (_answer, { current, values }) =>
      current && current.title !== values.title
        ? refreshAfterSave(queryClient, 'topic', 'topicRenamed')
        : refreshAfterSave(queryClient, 'topic'),
  });
}
