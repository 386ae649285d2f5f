import type { FaqListResponse } from '@cammini/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { faqKeys } from '../../../lib/query-keys';

/** GET /api/faqs: the questions in the order the admin set. */
export const faqsQuery = queryOptions({
  queryKey: faqKeys.list(),
  queryFn: ({ signal }) => request<FaqListResponse>('/api/faqs', { signal }),
});

export const useFaqs = () => useQuery(faqsQuery);
