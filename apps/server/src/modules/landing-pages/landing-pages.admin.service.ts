import {
  ErrorCode,
  fieldProblem,
  type LandingPageAdminView,
  type LandingPageSaved,
  RESERVED_PATH_SEGMENTS,
} from '@cammini/contract';
import type { AppContext } from '../../context.js';
import { fieldError } from '../../lib/app-error.js';
import { CacheTag } from '../../lib/cache-tags.js';
import {
  assertUploadsExist,
  type LandingForm,
  mediaOf,
  removeUnusedLandingFiles,
  toLandingConfig,
} from './landing-page-media.js';
import { readLandingPageConfig, toLandingPageView } from './landing-page-view.js';
import {
  deleteLandingPageById,
  findLandingPageById,
  insertLandingPage,
  isUniqueViolation,
  type LandingPageRow,
  selectLandingPages,
  selectOtherConfigs,
  slugTakenByOther,
  updateLandingPage as updateLandingPageRow,
} from './landing-pages.repository.js';
import { landingPageNotFound } from './landing-pages.service.js';
import { forgetDroppedVideoCaptions, withVideoCaptions } from './landing-video-captions.service.js';

const reservedSlug = (slug: string) =>
  fieldError('title', {
    ...fieldProblem('slugReserved'),
    message: `L’indirizzo /${slug} è già una pagina del sito: scegline un altro.`,
  });
const slugTaken = (slug: string) =>
  fieldError(
    'title',
    { ...fieldProblem('slugTaken'), message: `Esiste già una landing page con l’indirizzo /${slug}.` },
    ErrorCode.TITLE_TAKEN,
  );

const toAdminView = (row: LandingPageRow): LandingPageAdminView => ({
  ...toLandingPageView(row),
  updatedAt: row.updatedAt.toISOString(),
});

const saved = (row: Pick<LandingPageRow, 'id' | 'slug'>): LandingPageSaved => ({
  message: 'Success',
  id: row.id,
  slug: row.slug,
});

/** The checks a page passes before it is written; the slug's uniqueness is the database's. */
async function prepare(ctx: AppContext, form: LandingForm) {
  const slug = form.fields.title;
  if (RESERVED_PATH_SEGMENTS.has(slug)) throw reservedSlug(slug);
  await assertUploadsExist(ctx.storage, form.fields);
  return { slug, config: toLandingConfig(form) };
}

/**
 * After a committed change: the builder's files the page no longer shows go, unless another page
 * shows them. Never throws: the change is saved by then, and a file left behind is harmless where
 * a reported failure would mislead the admin (and make the upload pipeline remove the files the
 * saved page now shows).
 */
async function removeDroppedFiles(ctx: AppContext, urls: string[], pageId: number): Promise<void> {
  if (urls.length === 0) return;
  try {
    const others = await selectOtherConfigs(ctx.db, pageId);
    await forgetDroppedVideoCaptions(ctx, urls, others);
    await removeUnusedLandingFiles(ctx.storage, urls, others);
  } catch {
    // See above: nothing to undo.
  }
}

export async function listLandingPagesForAdmin(ctx: AppContext): Promise<LandingPageAdminView[]> {
  return (await selectLandingPages(ctx.db)).map(toAdminView);
}

export async function getLandingPageForAdmin(ctx: AppContext, id: number): Promise<LandingPageAdminView> {
  const row = await findLandingPageById(ctx.db, id);
  if (!row) throw landingPageNotFound();
  return withVideoCaptions(ctx, toAdminView(row));
}

/** A throw here lets the upload pipeline remove the files this request stored. */
export async function createLandingPage(ctx: AppContext, form: LandingForm): Promise<LandingPageSaved> {
  const { slug, config } = await prepare(ctx, form);
  const row = await insertLandingPage(ctx.db, { slug, config, now: ctx.clock.now() });
  if (!row) throw slugTaken(slug);
  ctx.publicCache.invalidate(CacheTag.landingPages);
  return saved(row);
}

/** Throws 404 before the body is read when the page does not exist. */
export async function assertLandingPageExists(ctx: AppContext, id: number): Promise<void> {
  if (!(await findLandingPageById(ctx.db, id))) throw landingPageNotFound();
}

/** Saves the page in place, then deletes the builder's files it no longer shows. */
export async function updateLandingPage(ctx: AppContext, id: number, form: LandingForm): Promise<LandingPageSaved> {
  const { slug, config } = await prepare(ctx, form);
  let previousMedia: string[];
  try {
    previousMedia = await ctx.db.transaction(async (tx) => {
      const current = await findLandingPageById(tx, id, { forUpdate: true });
      if (!current) throw landingPageNotFound();
      if (await slugTakenByOther(tx, slug, id)) throw slugTaken(slug);
      await updateLandingPageRow(tx, id, { slug, config, now: ctx.clock.now() });
      return mediaOf(readLandingPageConfig(current.config));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(slug);
    throw error;
  }
  const kept = new Set(mediaOf(config));
  await removeDroppedFiles(
    ctx,
    previousMedia.filter((url) => !kept.has(url)),
    id,
  );
  ctx.publicCache.invalidate(CacheTag.landingPages);
  return saved({ id, slug });
}

/** Deletes the page and then the builder's files no other page shows. */
export async function deleteLandingPage(ctx: AppContext, id: number): Promise<void> {
  const row = await deleteLandingPageById(ctx.db, id);
  if (!row) throw landingPageNotFound();
  ctx.publicCache.invalidate(CacheTag.landingPages);
  await removeDroppedFiles(ctx, mediaOf(readLandingPageConfig(row.config)), id);
}
