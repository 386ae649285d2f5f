import type { NewsletterHistoryResponse, SendNewsletterBody, SendNewsletterResponse } from '@cammini/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** While messages are still waiting in the outbox, the history refreshes this often. */
export const HISTORY_REFRESH_MS = 4000;

/** GET /api/newsletters/: sent newsletters with their outbox progress. */
export const newsletterHistoryQuery = queryOptions({
  queryKey: adminKeys.newsletters(),
  queryFn: ({ signal }) => request<NewsletterHistoryResponse>('/api/newsletters/', { auth: 'admin', signal }),
});

export const useNewsletterHistory = () =>
  useQuery({
    ...newsletterHistoryQuery,
    refetchInterval: (query) =>
      query.state.data?.some((newsletter) => newsletter.pending > 0) ? HISTORY_REFRESH_MS : false,
  });

/** POST /api/sendnewsletter/ */
export function sendNewsletter(body: SendNewsletterBody): Promise<SendNewsletterResponse> {
  return request('/api/sendnewsletter/', { method: 'POST', body, auth: 'admin' });
}

export function useSendNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendNewsletter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsletterHistoryQuery.queryKey }),
  });
}
