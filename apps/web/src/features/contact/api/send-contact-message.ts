import type { ContactBody, SuccessResponse } from '@cammini/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

/** POST /send-email: stored and e-mailed to the owner. */
export function sendContactMessage(body: ContactBody): Promise<SuccessResponse> {
  return request('/send-email', { method: 'POST', body });
}

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
