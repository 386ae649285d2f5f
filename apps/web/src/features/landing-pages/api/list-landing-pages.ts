import type { LandingPageAdminView } from '@cammini/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ensurePrivateToken } from '../../../lib/admin/private-token';
import { request } from '../../../lib/api-client';
import { landingPageKeys } from '../../../lib/query-keys';

/** GET /api/landingpages: every page, newest change first (admin). */
export const landingPagesQuery = () =>
  queryOptions({
    queryKey: landingPageKeys.adminList(),
    queryFn: async ({ signal }) => {
      await ensurePrivateToken(signal);
      return request<LandingPageAdminView[]>('/api/landingpages', { auth: 'admin', signal });
    },
  });

export const useLandingPages = () => useQuery(landingPagesQuery());
