import type { CustomerListResponse } from '@cammini/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /api/clienti: an answer that is not a list counts as an empty one. */
export const customersQuery = queryOptions({
  queryKey: adminKeys.customers(),
  queryFn: async ({ signal }) => {
    const answer = await request<unknown>('/api/clienti', { auth: 'admin', signal });
    return Array.isArray(answer) ? (answer as CustomerListResponse) : [];
  },
});

export const useCustomers = () => useQuery(customersQuery);
