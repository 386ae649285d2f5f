import type { WithdrawResponse } from '@cammini/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { profileQueryOptions } from '../../../lib/queries/profile';
import { useSession } from '../../../lib/session/session-store';
import { customerWithdrawalsQueryOptions } from './get-withdrawals';

/** POST /api/withdraw/: the amount in euros; the server checks the balance and the banking data again. */
export function requestWithdrawal(body: { email: string; amount: number }): Promise<WithdrawResponse> {
  return request('/api/withdraw/', { method: 'POST', body, auth: 'user' });
}

/**
 * Whatever the answer, the balance and the history are read again: a success changed them, and a
 * refusal (missing data, balance too low) means the screen's copy was out of date.
 */
export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  const email = useSession().user?.email ?? '';
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: profileQueryOptions(email).queryKey }),
      queryClient.invalidateQueries({ queryKey: customerWithdrawalsQueryOptions(email).queryKey }),
    ]);
  return useMutation({
    mutationFn: (amount: number) => requestWithdrawal({ email, amount }),
    onSettled: () => void refresh(),
  });
}
