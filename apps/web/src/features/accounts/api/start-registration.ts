import type { RegisterBody } from '@cammini/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

/** POST /api/generate-token/: holds the registration and e-mails the verification link. */
export function startRegistration(body: RegisterBody): Promise<{ message: string }> {
  return request('/api/generate-token/', { method: 'POST', body });
}

export function useStartRegistration() {
  return useMutation({ mutationFn: startRegistration });
}
