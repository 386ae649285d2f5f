import type { ModuleBody, SuccessResponse } from '@cammini/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

/** POST /api/module/: the contact module, stored and e-mailed to the owner; the account's own when logged in. */
export function sendModule(body: ModuleBody): Promise<SuccessResponse> {
  return request('/api/module/', { method: 'POST', body, auth: 'user' });
}

export const useSendModule = () => useMutation({ mutationFn: sendModule });
