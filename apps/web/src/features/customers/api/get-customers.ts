import type { CustomerPageResponse } from '@cammini/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { downloadAdminFile } from '../../../lib/download-file';
import { adminKeys } from '../../../lib/query-keys';

/** GET /api/clienti?q=…&page=…: a page of 50 rows and how many match in all. */
export const customersPageQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.customersPage(q, page),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page) });
      if (q) params.set('q', q);
      return request<CustomerPageResponse>(`/api/clienti?${params}`, { auth: 'admin', signal });
    },
    placeholderData: keepPreviousData,
  });

export const useCustomerPage = (q: string, page: number) => useQuery(customersPageQuery(q, page));

/** clienti.xlsx, written by the server from the whole table, headers in the admin's language. */
export const downloadCustomers = (language: string) =>
  downloadAdminFile(`/api/clienti/export.xlsx?lang=${language === 'en' ? 'en' : 'it'}`, 'clienti.xlsx');
