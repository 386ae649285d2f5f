import type { OrderResponse } from '@cammini/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { checkoutKeys } from '../../../lib/query-keys';

/** While the provider has not confirmed the payment, the order is asked again this often. */
const PENDING_POLL_MS = 3000;

/** GET /api/orders/{id}: one of the customer's orders, for the success page; asked again while pending. */
export const useOrder = (orderId: string | null) =>
  useQuery({
    queryKey: checkoutKeys.order(orderId),
    queryFn: ({ signal }) =>
      request<OrderResponse>(`/api/orders/${encodeURIComponent(orderId ?? '')}`, { auth: 'user', signal }),
    enabled: Boolean(orderId),
    refetchInterval: (query) => (query.state.data?.order.status === 'pending' ? PENDING_POLL_MS : false),
  });
