import { normalizeTaxCode, type SaveTaxCodeBody, type SuccessResponse } from '@cammini/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { profileQueryOptions } from '../../../lib/queries/profile';
import { useSession } from '../../../lib/session/session-store';
import type { SavedDetailChange } from '../forms/saved-detail-form';

/** PUT /api/cf/: the field is `cf`, as other clients send it, for the caller's own e-mail, with their current password. */
export function saveTaxCode(body: SaveTaxCodeBody): Promise<SuccessResponse> {
  return request('/api/cf/', { method: 'PUT', body, auth: 'user' });
}

/** The saved tax code shows at once; the profile is then read again (it decides the withdrawal form). */
export function useSaveTaxCode() {
  const queryClient = useQueryClient();
  const email = useSession().user?.email ?? '';
  const profileKey = profileQueryOptions(email).queryKey;
  return useMutation({
    mutationFn: ({ value: taxCode, currentPassword }: SavedDetailChange) =>
      saveTaxCode({ CF: taxCode, email, currentPassword }),
    onSuccess: (_answer, { value: taxCode }) => {
      queryClient.setQueryData(profileKey, (profile) => profile && { ...profile, CF: normalizeTaxCode(taxCode) });
      void queryClient.invalidateQueries({ queryKey: profileKey });
    },
  });
}
