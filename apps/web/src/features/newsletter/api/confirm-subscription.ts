import type { SuccessResponse } from '@cammini/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

/** POST /api/newsletter/confirm: idempotent, so a second press still confirms. */
export function confirmSubscription(token: string): Promise<SuccessResponse> {
  return request('/api/newsletter/confirm', { method: 'POST', body: { token } });
}

export const useConfirmSubscription = () => useMutation({ mutationFn: confirmSubscription });
