import type { SuccessResponse } from '@cammini/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

/** POST /api/newsletter/unsubscribe: idempotent. */
export function unsubscribe(token: string): Promise<SuccessResponse> {
  return request('/api/newsletter/unsubscribe', { method: 'POST', body: { token } });
}

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
