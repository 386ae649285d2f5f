import type { ConfirmPasswordBody } from '@cammini/contract';
import { type PrivateTokenAnswer, request } from '../api-client';

/**
 * POST /api/confirm-password/ with the login token: the admin types the password again, and the login
 * session may mint private tokens for another hour; answers the first of them.
 */
export function confirmPassword(body: ConfirmPasswordBody, signal?: AbortSignal): Promise<PrivateTokenAnswer> {
  return request<PrivateTokenAnswer>('/api/confirm-password/', { method: 'POST', auth: 'user', body, signal });
}
