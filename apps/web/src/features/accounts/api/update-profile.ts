import type { UpdateProfileBody, UserProfile } from '@cammini/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { profileQueryOptions } from '../../../lib/queries/profile';
import { useSession } from '../../../lib/session/session-store';

export function updateProfile(body: UpdateProfileBody): Promise<{ message: string; user: UserProfile }> {
  return request('/api/user/', { method: 'PUT', body, auth: 'user' });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer) => {
      queryClient.setQueryData(profileQueryOptions(user?.email ?? '').queryKey, answer.user);
    },
  });
}
