import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** DELETE /api/admin/customers/{id}: erases a customer's account on their written request. */
export const deleteCustomer = (id: number) =>
  request<unknown>(`/api/admin/customers/${id}`, { method: 'DELETE', auth: 'admin' });

/** After an erasure the orders and the customer lists show what is left of the account. */
export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomer,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.orders() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.customers() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.customerPages() }),
      ]),
  });
}
