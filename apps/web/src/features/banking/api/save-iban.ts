import { normalizeIban, type SaveIbanBody, type SuccessResponse } from '@cammini/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { profileQueryOptions } from '../../../lib/queries/profile';
import { useSession } from '../../../lib/session/session-store';
import type { SavedDetailChange } from '../forms/saved-detail-form';

/** PUT /api/iban/: only for the caller's own e-mail, with their current password. */
export function saveIban(body: SaveIbanBody): Promise<SuccessResponse> {
  return request('/api/iban/', { method: 'PUT', body, auth: 'user' });
}

/**
 * The saved IBAN shows at once; the profile is then read again for everything that depends on it
 * (a change holds withdrawals for a while).
 */
export function useSaveIban() {
  const queryClient = useQueryClient();
  const email = useSession().user?.email ?? '';
  const profileKey = profileQueryOptions(email).queryKey;
  return useMutation({
    mutationFn: ({ value: iban, currentPassword }: SavedDetailChange) => saveIban({ email, iban, currentPassword }),
    onSuccess: (_answer, { value: iban }) => {
      queryClient.setQueryData(profileKey, (profile) => profile && { ...profile, iban: normalizeIban(iban) });
      void queryClient.invalidateQueries({ queryKey: profileKey });
    },
  });
}
