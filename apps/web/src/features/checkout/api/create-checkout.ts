import type { CreateCheckoutBody, CreateCheckoutResponse } from '@cammini/contract';
import { request } from '../../../lib/api-client';

/** POST /api/create-checkout: the server prices the order and opens a checkout with the provider. */
export const createCheckout = (body: CreateCheckoutBody) =>
  request<CreateCheckoutResponse>('/api/create-checkout', { method: 'POST', body, auth: 'user' });
