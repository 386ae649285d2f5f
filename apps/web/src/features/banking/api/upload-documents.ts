import type { SuccessResponse } from '@cammini/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { profileQueryOptions } from '../../../lib/queries/profile';
import { useSession } from '../../../lib/session/session-store';

export interface DocumentSides {
  front: File;
  back: File;
}

/** POST /api/document/: e-mail and name, then two `document` parts, the front first. */
export function uploadDocuments({ email, name, front, back }: DocumentSides & { email: string; name: string }) {
  const form = new FormData();
  form.append('email', email);
  form.append('name', name);
  form.append('document', front, front.name);
  form.append('document', back, back.name);
  return request<SuccessResponse>('/api/document/', { method: 'POST', body: form, auth: 'user' });
}

/**
 * An upload puts the documents in verification at once; whatever the answer, the profile is then read
 * again, since its documentState decides what the section shows (a 409 means already verified).
 */
export function useUploadDocuments({ name }: { name: string }) {
  const queryClient = useQueryClient();
  const email = useSession().user?.email ?? '';
  const profileKey = profileQueryOptions(email).queryKey;
  return useMutation({
    mutationFn: (sides: DocumentSides) => uploadDocuments({ email, name, ...sides }),
    onSuccess: () => {
      queryClient.setQueryData(
        profileKey,
        (profile) => profile && { ...profile, documentState: 'verifying' as const, verifying: true },
      );
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: profileKey }),
  });
}
