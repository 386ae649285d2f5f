import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

/** POST /api/register: confirms the e-mail address with the token of the link and creates the account. */
export function verifyRegistration(token: string): Promise<{ message: string }> {
  return request('/api/register', { method: 'POST', body: { token } });
}

export function useVerifyRegistration() {
  return useMutation({ mutationFn: verifyRegistration });
}
