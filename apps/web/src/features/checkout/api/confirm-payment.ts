import type { OrderResponse, TestChargeBody } from '@cammini/contract';
import { request } from '../../../lib/api-client';

/** POST /api/payments/confirm: the server asks the provider whether the order was paid. */
export const confirmPayment = (orderId: string) =>
  request<OrderResponse>('/api/payments/confirm', { method: 'POST', body: { orderId }, auth: 'user' });

/** POST /api/payments/test/charge: the test provider's card form (test mode only). */
export const chargeTestCard = (body: TestChargeBody) =>
  request<OrderResponse>('/api/payments/test/charge', { method: 'POST', body, auth: 'user' });
