import type { ContactBody, SuccessResponse } from '@cammini/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

/**
 * POST /send-email: stored and e-mailed to the owner. A logged-in visitor's token goes with it, so the
 * message is the account's own: in its data export, and erased with it.
 */
export function sendContactMessage(body: ContactBody): Promise<SuccessResponse> {
  return request('/send-email', { method: 'POST', body, auth: 'user' });
}

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
