import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

/** PUT /api/reset/: sets a new password with the token of a reset link. */
export function resetPassword(body: { token: string; password: string }): Promise<{ message: string }> {
  return request('/api/reset/', { method: 'PUT', body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
