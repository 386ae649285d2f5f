import type { LandingPageView } from '@cammini/contract';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/app-error.js';
import { toLandingPageView } from './landing-page-view.js';
import { findLandingPageBySlug, type LandingPageRow, selectLandingPageHeads } from './landing-pages.repository.js';
import { withVideoCaptions } from './landing-video-captions.service.js';

/** The landing pages' own 404 text, kept word for word: the public page shows it as the server sends it. */
export const landingPageNotFound = () => notFound('Landing page non trovata.');

/** GET /api/landingpage/{slug}: the public page. (The builder's list, create, update and delete join here.) */
export async function getLandingPageBySlug(ctx: AppContext, slug: string): Promise<LandingPageView> {
  const row = await findLandingPageBySlug(ctx.db, slug.trim());
  if (!row) throw landingPageNotFound();
  return withVideoCaptions(ctx, toLandingPageView(row));
}

/** What a landing page's <head> shows: its hero title (or its slug), subtitle and picture. */
export function landingPageHead(row: Pick<LandingPageRow, 'id' | 'slug' | 'config'>): {
  title: string;
  description: string;
  image: string | null;
} {
  const view = toLandingPageView(row);
  return {
    title: view.hero_title.trim() || row.slug,
    description: view.hero_subtitle,
    image: view.hero_bg_image_url ?? view.logo_url,
  };
}

/**
 * The <head> of each landing page with when it last changed, oldest first, for page metadata and the
 * sitemap: all of them up to `limit`, or the one whose slug is `match` (in any case). One query.
 */
export async function listLandingPageHeads(ctx: AppContext, options: { limit: number; match?: string }) {
  return (await selectLandingPageHeads(ctx.db, options)).map((row) => ({
    slug: row.slug,
    updatedAt: row.updatedAt,
    ...landingPageHead(row),
  }));
}
