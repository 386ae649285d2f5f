import { LandingPageSlug, type LandingPageView } from '@cammini/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { landingPageKeys } from '../../../lib/query-keys';

/**
 * True when a path could name a landing page. Only such slugs are ever saved, so any other path
 * is a 404 without asking the server.
 */
export const isLandingSlug = (slug: string) => LandingPageSlug.safeParse(slug).success;

/** GET /api/landingpage/{slug}; the slug is compared case-insensitively by the server. */
export const landingPageQuery = (slug: string) =>
  queryOptions({
    queryKey: landingPageKeys.detail(slug),
    queryFn: ({ signal }) => request<LandingPageView>(`/api/landingpage/${encodeURIComponent(slug)}`, { signal }),
  });

export const useLandingPage = (slug: string) => useQuery({ ...landingPageQuery(slug), enabled: isLandingSlug(slug) });
