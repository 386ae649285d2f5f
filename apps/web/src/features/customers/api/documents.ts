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

/** PUT /api/document/: approve (1) or reject (0). */
export function reviewDocument(id: number, decision: DocumentDecision): Promise<SuccessResponse> {
  return request('/api/document/', {
    method: 'PUT',
    body: { id, status: decision === 'approve' ? 1 : 0 },
    auth: 'admin',
  });
}

/** On success the row changes in place; the dashboard's count is refreshed. */
export function useReviewDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: DocumentDecision }) => reviewDocument(id, decision),
    onSuccess: (_answer, { id, decision }) => {
      queryClient.setQueryData<IdentityDocumentListResponse>(documentsQuery.queryKey, (list) =>
        list?.map((document) =>
          document.idDoc === id
            ? {
                ...document,
                valid: decision === 'approve' ? 1 : 0,
                status: decision === 'approve' ? 'approved' : 'rejected',
              }
            : document,
        ),
      );
      return queryClient.invalidateQueries({ queryKey: adminKeys.summary() });
    },
  });
}
