import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

/** PUT /api/user/password/: the server ends the user's other sessions; this one stays. */
export function changePassword(body: { oldPassword: string; newPassword: string }): Promise<{ message: string }> {
  return request('/api/user/password/', { method: 'PUT', body, auth: 'user' });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
