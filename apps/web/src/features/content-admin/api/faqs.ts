import type { ContentCreatedResponse, Faq, FaqDetailResponse, FaqFormValues, SuccessResponse } from '@cammini/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ensurePrivateToken } from '../../../lib/admin/private-token';
import { refreshAfterSave } from '../../../lib/admin/stale-after-save';
import { ApiError, request } from '../../../lib/api-client';
import { faqKeys } from '../../../lib/query-keys';

/** GET /api/faq/{id}: a one-item array (the original client reads the first). */
export const faqQuery = (id: string) =>
  queryOptions({
    queryKey: faqKeys.edit(id),
    queryFn: async ({ signal }) => {
      const [faq] = await request<FaqDetailResponse>(`/api/faq/${encodeURIComponent(id)}`, { signal });
      if (!faq) throw new ApiError(404, 'NOT_FOUND', 'FAQ non trovata');
      return faq;
    },
  });

export interface FaqSave {
  values: FaqFormValues;
  /** The FAQ as saved, when editing. */
  current?: Faq;
}

/** POST /api/faq/ or PUT /api/faq/ (JSON), with the private token. */
export async function saveFaq({ values, current }: FaqSave): Promise<ContentCreatedResponse | SuccessResponse> {
  await ensurePrivateToken();
  return current
    ? request<SuccessResponse>('/api/faq/', { method: 'PUT', body: { ...values, idFaq: current.idFaq }, auth: 'admin' })
    : request<ContentCreatedResponse>('/api/faq/', { method: 'POST', body: values, auth: 'admin' });
}

export function useSaveFaq() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveFaq, onSuccess: () => refreshAfterSave(queryClient, 'faq') });
}
