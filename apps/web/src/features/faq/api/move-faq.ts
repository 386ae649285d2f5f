import type { FaqListResponse, SuccessResponse } from '@cammini/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { faqsQuery } from './get-faqs';

interface FaqMove {
  idFaq: number;
  /** The FAQ's new place in the list, from 0. */
  to: number;
}

/** PUT /api/faq/move with the admin private token. */
export function moveFaq(move: FaqMove): Promise<SuccessResponse> {
  return request('/api/faq/move', { method: 'PUT', body: move, auth: 'admin' });
}

const moved = (list: FaqListResponse, { idFaq, to }: FaqMove): FaqListResponse => {
  const faq = list.faqs.find((item) => item.idFaq === idFaq);
  if (!faq) return list;
  const others = list.faqs.filter((item) => item !== faq);
  return { faqs: [...others.slice(0, to), faq, ...others.slice(to)] };
};

/** The list shows the move at once; a refused move puts it back, and the list is read again either way. */
export function useMoveFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveFaq,
    onMutate: async (move) => {
      await queryClient.cancelQueries({ queryKey: faqsQuery.queryKey });
      const before = queryClient.getQueryData<FaqListResponse>(faqsQuery.queryKey);
      if (before) queryClient.setQueryData(faqsQuery.queryKey, moved(before, move));
      return { before };
    },
    onError: (_error, _move, context) => {
      if (context?.before) queryClient.setQueryData(faqsQuery.queryKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: faqsQuery.queryKey }),
  });
}
