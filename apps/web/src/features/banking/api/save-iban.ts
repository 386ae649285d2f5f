import { normalizeIban, type SaveIbanBody, type SuccessResponse } from '@cammini/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { profileQueryOptions } from '../../accounts/api/get-profile';
import { useSession } from '../../session/session-store';

/** PUT /api/iban/: only for the caller's own e-mail. */
export function saveIban(body: SaveIbanBody): Promise<SuccessResponse> {
  return request('/api/iban/', { method: 'PUT', body, auth: 'user' });
}

/** The saved IBAN shows at once; the profile is then read again for everything that depends on it. */
export function useSaveIban() {
  const queryClient = useQueryClient();
  const email = useSession().user?.email ?? '';
  const profileKey = profileQueryOptions(email).queryKey;
  return useMutation({
    mutationFn: (iban: string) => saveIban({ email, iban }),
    onSuccess: (_answer, iban) => {
      queryClient.setQueryData(profileKey, (profile) => profile && { ...profile, iban: normalizeIban(iban) });
      void queryClient.invalidateQueries({ queryKey: profileKey });
    },
  });
}
