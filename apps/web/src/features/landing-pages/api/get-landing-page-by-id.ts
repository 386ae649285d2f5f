import type { LandingPageAdminView } from '@cammini/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ensurePrivateToken } from '../../../lib/admin/private-token';
import { request } from '../../../lib/api-client';
import { landingPageKeys } from '../../../lib/query-keys';

/** GET /api/landingpage/id/{id}: one page for the edit screen (admin). */
export const landingPageByIdQuery = (id: string) =>
  queryOptions({
    queryKey: landingPageKeys.adminPage(id),
    queryFn: async ({ signal }) => {
      await ensurePrivateToken(signal);
      return request<LandingPageAdminView>(`/api/landingpage/id/${encodeURIComponent(id)}`, { auth: 'admin', signal });
    },
    // The edit screen starts from what is saved now, not from a copy of a minute ago.
    staleTime: 0,
  });

export const useLandingPageById = (id: string) =>
  useQuery({ ...landingPageByIdQuery(id), enabled: /^\d{1,10}$/.test(id) });
