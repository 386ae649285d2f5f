import type { InboxResponse, MarkMessageResponse } from '@cammini/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /api/admin/messages?page=: a page of the inbox, newest first, with the unread count. */
export const inboxQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.inboxPage(page),
    queryFn: ({ signal }) => request<InboxResponse>(`/api/admin/messages?page=${page}`, { auth: 'admin', signal }),
    placeholderData: keepPreviousData,
  });

export const useInbox = (page: number) => useQuery(inboxQuery(page));

/** PUT /api/admin/messages/{id}: the list and the unread count follow the server's answer. */
export function useMarkMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: number; read: boolean }) =>
      request<MarkMessageResponse>(`/api/admin/messages/${id}`, { method: 'PUT', body: { read }, auth: 'admin' }),
    onSuccess: (answer) => {
      for (const [key, page] of queryClient.getQueriesData<InboxResponse>({ queryKey: adminKeys.inbox() })) {
        if (!page) continue;
        queryClient.setQueryData<InboxResponse>(key, {
          ...page,
          unread: answer.unread,
          messages: page.messages.map((message) => (message.id === answer.item.id ? answer.item : message)),
        });
      }
    },
  });
}
