import type { AdminWithdrawalListResponse, UpdateWithdrawalStatusResponse, WithdrawalStatus } from '@cammini/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /get/withdrawals/: every request, newest first. */
export const withdrawalsQuery = queryOptions({
  queryKey: adminKeys.withdrawals(),
  queryFn: async ({ signal }) => {
    const answer = await request<unknown>('/get/withdrawals/', { auth: 'admin', signal });
    return Array.isArray(answer) ? (answer as AdminWithdrawalListResponse) : [];
  },
});

export const useWithdrawals = () => useQuery(withdrawalsQuery);

/** PUT /api/withdraw/: the answer must say success. */
export async function updateWithdrawalStatus(id: number, status: WithdrawalStatus) {
  const answer = await request<UpdateWithdrawalStatusResponse>('/api/withdraw/', {
    method: 'PUT',
    body: { id, status },
    auth: 'admin',
  });
  if (!answer?.success) throw new Error('The server did not confirm the change');
  return answer;
}

/** The list shows the new status only once the server answered success. */
export function useUpdateWithdrawalStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: WithdrawalStatus }) => updateWithdrawalStatus(id, status),
    onSuccess: (_answer, { id, status }) => {
      queryClient.setQueryData<AdminWithdrawalListResponse>(withdrawalsQuery.queryKey, (list) =>
        list?.map((withdrawal) => (withdrawal.idWithdraw === id ? { ...withdrawal, status } : withdrawal)),
      );
      return queryClient.invalidateQueries({ queryKey: adminKeys.summary() });
    },
  });
}
