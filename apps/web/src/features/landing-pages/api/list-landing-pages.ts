import type { LandingPageAdminView } from '@cammini/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { ensurePrivateToken } from './admin-token';

/** Every key of the builder's admin reads starts here, so one invalidation refreshes them all. */
export const adminLandingKey = ['landing-pages', 'admin'] as const;

/** GET /api/landingpages: every page, newest change first (admin). */
export const landingPagesQuery = () =>
  queryOptions({
    queryKey: [...adminLandingKey, 'list'],
    queryFn: async ({ signal }) => {
      await ensurePrivateToken(signal);
      return request<LandingPageAdminView[]>('/api/landingpages', { auth: 'admin', signal });
    },
  });

export const useLandingPages = () => useQuery(landingPagesQuery());
