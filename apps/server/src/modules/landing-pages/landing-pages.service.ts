import type { LandingPageView } from '@cammini/contract';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/app-error.js';
import { toLandingPageView } from './landing-page-view.js';
import { findLandingPageBySlug } from './landing-pages.repository.js';

/** The specification's own text, shown by the public page. */
export const landingPageNotFound = () => notFound('Landing page non trovata.');

/** GET /api/landingpage/{slug}: the public page. (The builder's list, create, update and delete join here.) */
export async function getLandingPageBySlug(ctx: AppContext, slug: string): Promise<LandingPageView> {
  const row = await findLandingPageBySlug(ctx.db, slug.trim());
  if (!row) throw landingPageNotFound();
  return toLandingPageView(row);
}
