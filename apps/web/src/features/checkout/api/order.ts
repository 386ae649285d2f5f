import type { OrderResponse } from '@cammini/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { checkoutKeys } from '../../../lib/query-keys';

/** GET /api/orders/{id}: one of the customer's orders, for the success page. */
export const useOrder = (orderId: string | null) =>
  useQuery({
    queryKey: checkoutKeys.order(orderId),
    queryFn: ({ signal }) =>
      request<OrderResponse>(`/api/orders/${encodeURIComponent(orderId ?? '')}`, { auth: 'user', signal }),
    enabled: Boolean(orderId),
  });
