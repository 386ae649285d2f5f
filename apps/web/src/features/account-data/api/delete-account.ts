import type { DeleteAccountBody, DeleteAccountResponse } from '@cammini/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

/** DELETE /api/user/: erases the account; the server ends every session. */
export function deleteAccount(body: DeleteAccountBody): Promise<DeleteAccountResponse> {
  return request('/api/user/', { method: 'DELETE', body, auth: 'user' });
}

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
