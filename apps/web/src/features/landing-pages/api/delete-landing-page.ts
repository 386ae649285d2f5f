import type { LandingPageAdminView } from '@cammini/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ensurePrivateToken } from '../../../lib/admin/private-token';
import { request } from '../../../lib/api-client';
import { landingPagesQuery } from './list-landing-pages';
import { refreshLandingPages } from './save-landing-page';

/** DELETE /api/landingpage/{id} (admin). */
export async function deleteLandingPage(id: number): Promise<void> {
  await ensurePrivateToken();
  await request(`/api/landingpage/${id}`, { method: 'DELETE', auth: 'admin' });
}

/** The page leaves the list only once the server answered 200. */
export function useDeleteLandingPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLandingPage,
    onSuccess: async (_answer, id) => {
      queryClient.setQueryData<LandingPageAdminView[]>(landingPagesQuery().queryKey, (pages) =>
        pages?.filter((page) => page.id !== id),
      );
      await refreshLandingPages(queryClient);
    },
  });
}
