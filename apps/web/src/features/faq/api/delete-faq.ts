import type { FaqListResponse, SuccessResponse } from '@cammini/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterSave } from '../../../lib/admin/stale-after-save';
import { request } from '../../../lib/api-client';
import { faqsQuery } from './get-faqs';

/** DELETE /api/faq/ with the admin private token; any answer but 2xx throws and changes nothing. */
export function deleteFaq(id: number): Promise<SuccessResponse> {
  return request('/api/faq/', { method: 'DELETE', body: { id }, auth: 'admin' });
}

/** On 200 the item leaves the list at once, then the list is loaded again. */
export function useDeleteFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFaq,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<FaqListResponse>(faqsQuery.queryKey, (list) =>
        list ? { faqs: list.faqs.filter((faq) => faq.idFaq !== id) } : list,
      );
      return refreshAfterSave(queryClient, 'faq');
    },
  });
}
