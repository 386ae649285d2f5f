import type { IdentityDocumentListResponse, SuccessResponse } from '@cammini/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /api/documents/: identity documents, pending ones first. */
export const documentsQuery = queryOptions({
  queryKey: adminKeys.documents(),
  queryFn: async ({ signal }) => {
    const answer = await request<unknown>('/api/documents/', { auth: 'admin', signal });
    return Array.isArray(answer) ? (answer as IdentityDocumentListResponse) : [];
  },
});

export const useDocuments = () => useQuery(documentsQuery);

export type DocumentDecision = 'approve' | 'reject';

/** PUT /api/document/: approve (1) or reject (0), a rejection with the reason the customer will read. */
export function reviewDocument(id: number, decision: DocumentDecision, reason?: string): Promise<SuccessResponse> {
  return request('/api/document/', {
    method: 'PUT',
    body: { id, status: decision === 'approve' ? 1 : 0, ...(decision === 'reject' && reason ? { reason } : {}) },
    auth: 'admin',
  });
}

/** On success the row changes in place; the dashboard's count is refreshed. */
export function useReviewDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: number; decision: DocumentDecision; reason?: string }) =>
      reviewDocument(id, decision, reason),
    onSuccess: (_answer, { id, decision, reason }) => {
      queryClient.setQueryData<IdentityDocumentListResponse>(documentsQuery.queryKey, (list) =>
        list?.map((document) =>
          document.idDoc === id
            ? {
                ...document,
                valid: decision === 'approve' ? 1 : 0,
                status: decision === 'approve' ? 'approved' : 'rejected',
                rejectionReason: decision === 'reject' ? reason?.trim() || null : null,
              }
            : document,
        ),
      );
      return queryClient.invalidateQueries({ queryKey: adminKeys.summary() });
    },
  });
}
