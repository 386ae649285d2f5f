import type { DeleteByIdBody, TopicListResponse } from '@cammini/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markStaleAfterDelete } from '../../../lib/admin/stale-after-save';
import { request } from '../../../lib/api-client';
import { topicsQuery } from '../../../lib/queries/topics';

export const deleteTopic = (id: number) =>
  request<{ message: string }>('/api/topic', {
    method: 'DELETE',
    body: { id } satisfies DeleteByIdBody,
    auth: 'admin',
  });

/** Deletes a topic; it leaves the list (and every topic filter) only after the server's 200. */
export function useDeleteTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTopic,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<TopicListResponse>(topicsQuery.queryKey, (topics) =>
        topics?.filter((topic) => topic.idTopic !== id),
      );
      markStaleAfterDelete(queryClient, 'topic');
    },
  });
}
