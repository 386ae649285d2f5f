import type { ModuleBody, SuccessResponse } from '@cammini/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

/** POST /api/module/: the contact module, stored and e-mailed to the owner. */
export function sendModule(body: ModuleBody): Promise<SuccessResponse> {
  return request('/api/module/', { method: 'POST', body });
}

export const useSendModule = () => useMutation({ mutationFn: sendModule });
