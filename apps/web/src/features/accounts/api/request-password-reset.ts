import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

/** POST /api/reset-password/: the server answers the same whether or not the address has an account. */
export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return request('/api/reset-password/', { method: 'POST', body: { email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
