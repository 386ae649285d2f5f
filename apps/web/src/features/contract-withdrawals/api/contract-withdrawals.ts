import type {
  ContractWithdrawalBody,
  ContractWithdrawalDraft,
  ContractWithdrawalReceipt,
  ContractWithdrawalView,
  OwnContractWithdrawalsResponse,
} from '@cammini/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { accountKeys, contractWithdrawalKeys, ownedKeys } from '../../../lib/query-keys';

/** GET /api/user/contract-withdrawals: the withdrawals made and each paid order with its right now. */
export const useOwnContractWithdrawals = (email: string | null) =>
  useQuery({
    queryKey: contractWithdrawalKeys.own(email ?? ''),
    queryFn: ({ signal }) =>
      request<OwnContractWithdrawalsResponse>('/api/user/contract-withdrawals', { auth: 'user', signal }),
    enabled: email !== null,
  });

/** GET /api/contract-withdrawals/{id}: the request or the withdrawal, by the buyer's session or the link's token. */
export const useContractWithdrawal = (id: string, token: string | null) =>
  useQuery({
    queryKey: contractWithdrawalKeys.one(id),
    queryFn: ({ signal }) =>
      request<ContractWithdrawalView>(
        `/api/contract-withdrawals/${encodeURIComponent(id)}${token ? `?token=${encodeURIComponent(token)}` : ''}`,
        { auth: 'user', signal },
      ),
    retry: false,
  });

/** POST /api/contract-withdrawals: names the contract; nothing is done yet. */
export const useRequestWithdrawal = () =>
  useMutation({
    mutationFn: (body: ContractWithdrawalBody) =>
      request<ContractWithdrawalDraft>('/api/contract-withdrawals', { method: 'POST', auth: 'user', body }),
  });

/** POST /api/contract-withdrawals/{id}/confirm: the statement; then what the customer owns is read again. */
export function useConfirmWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, token }: { id: string; token: string | null }) =>
      request<ContractWithdrawalReceipt>(`/api/contract-withdrawals/${encodeURIComponent(id)}/confirm`, {
        method: 'POST',
        auth: 'user',
        body: token ? { token } : {},
      }),
    onSuccess: async () => {
      await Promise.all(
        [contractWithdrawalKeys.all, ownedKeys.all, accountKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
