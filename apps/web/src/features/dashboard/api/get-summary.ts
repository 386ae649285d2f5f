import type { AdminSummaryResponse } from '@cammini/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /api/admin/summary: the figures on top of the dashboard. */
export const adminSummaryQuery = queryOptions({
  queryKey: adminKeys.summary(),
  queryFn: ({ signal }) => request<AdminSummaryResponse>('/api/admin/summary', { auth: 'admin', signal }),
});

export const useAdminSummary = () => useQuery(adminSummaryQuery);
