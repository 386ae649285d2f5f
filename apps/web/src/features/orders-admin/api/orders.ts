import type { AdminOrderDetailResponse, AdminOrderListResponse } from '@cammini/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { downloadAdminFile } from '../../../lib/download-file';
import { adminKeys } from '../../../lib/query-keys';

export interface OrderFilters {
  q: string;
  status: string;
  from: string;
  to: string;
  page: number;
}

/** The filters as a query string: empty ones are left out. */
export function orderSearch(filters: Partial<OrderFilters>, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, ...extra })) {
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1)) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /api/orders: a page of 50 orders, newest first. */
export const ordersQuery = (filters: OrderFilters) =>
  queryOptions({
    queryKey: adminKeys.ordersPage(filters),
    queryFn: ({ signal }) =>
      request<AdminOrderListResponse>(`/api/orders${orderSearch(filters)}`, { auth: 'admin', signal }),
    placeholderData: keepPreviousData,
  });

export const useOrders = (filters: OrderFilters) => useQuery(ordersQuery(filters));

/** GET /api/orders/{id}/details: the order's page. */
export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.order(id),
    queryFn: async ({ signal }) =>
      (
        await request<AdminOrderDetailResponse>(`/api/orders/${encodeURIComponent(id)}/details`, {
          auth: 'admin',
          signal,
        })
      ).order,
  });

export const useOrder = (id: string) => useQuery(orderQuery(id));

/** POST /api/orders/{id}/refund: `amount` in euros; left out, the whole rest is refunded. */
export async function refundOrder(id: string, amount?: number) {
  return request<unknown>(`/api/orders/${encodeURIComponent(id)}/refund`, {
    method: 'POST',
    body: amount === undefined ? {} : { amount },
    auth: 'admin',
  });
}

/** After a refund the order, the list and the dashboard's figures are read again. */
export function useRefundOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount?: number) => refundOrder(id, amount),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.orders() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.summary() }),
      ]),
  });
}

/** ordini.xlsx with the list's filters, headers in the admin's language. */
export const downloadOrders = (filters: Omit<OrderFilters, 'page'>, language: string) =>
  downloadAdminFile(
    `/api/orders/export.xlsx${orderSearch(filters, { lang: language === 'en' ? 'en' : 'it' })}`,
    'ordini.xlsx',
  );
