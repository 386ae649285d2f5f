import { asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { landingPages } from '../../db/schema/landing-pages.js';

export type LandingPageRow = typeof landingPages.$inferSelect;

/** The admin list is small by nature; this bounds it all the same. */
export const LANDING_LIST_MAX = 1000;

const slugKey = sql`lower(${landingPages.slug})`;

/** Case-insensitive, like the unique index on lower(slug). */
export async function findLandingPageBySlug(db: Executor, slug: string): Promise<LandingPageRow | undefined> {
  const [row] = await db.select().from(landingPages).where(eq(slugKey, slug.toLowerCase())).limit(1);
  return row;
}

export async function findLandingPageById(
  db: Executor,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<LandingPageRow | undefined> {
  const query = db.select().from(landingPages).where(eq(landingPages.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** Newest change first. */
export async function selectLandingPages(db: Executor): Promise<LandingPageRow[]> {
  return db
    .select()
    .from(landingPages)
    .orderBy(desc(landingPages.updatedAt), desc(landingPages.id))
    .limit(LANDING_LIST_MAX);
}

/**
 * Landing pages for page metadata and the sitemap (modules/seo), oldest first: all of them up to `limit`,
 * or the one a URL's slug names. The whole config comes along: the public view decides what the hero says.
 */
export async function selectLandingPageHeads(db: Executor, options: { limit: number; match?: string }) {
  return db
    .select({
      id: landingPages.id,
      slug: landingPages.slug,
      config: landingPages.config,
      updatedAt: landingPages.updatedAt,
    })
    .from(landingPages)
    .where(options.match === undefined ? undefined : eq(slugKey, options.match.trim().toLowerCase()))
    .orderBy(asc(landingPages.id))
    .limit(options.limit);
}

/** The new row, or nothing when the slug (in any case) is taken. */
export async function insertLandingPage(
  db: Executor,
  values: { slug: string; config: unknown; now: Date },
): Promise<LandingPageRow | undefined> {
  const [row] = await db
    .insert(landingPages)
    .values({ slug: values.slug, config: values.config, createdAt: values.now, updatedAt: values.now })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateLandingPage(
  db: Executor,
  id: number,
  values: { slug: string; config: unknown; now: Date },
): Promise<void> {
  await db
    .update(landingPages)
    .set({ slug: values.slug, config: values.config, updatedAt: values.now })
    .where(eq(landingPages.id, id));
}

export async function deleteLandingPageById(db: Executor, id: number): Promise<LandingPageRow | undefined> {
  const [row] = await db.delete(landingPages).where(eq(landingPages.id, id)).returning();
  return row;
}

/** Whether another page already has this slug (in any case). */
export async function slugTakenByOther(db: Executor, slug: string, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: landingPages.id })
    .from(landingPages)
    .where(sql`${slugKey} = ${slug.toLowerCase()} and ${ne(landingPages.id, id)}`)
    .limit(1);
  return row !== undefined;
}

/** The stored configs of every page but one, for checking which files are still in use. */
export async function selectOtherConfigs(db: Executor, id: number): Promise<unknown[]> {
  const rows = await db
    .select({ config: landingPages.config })
    .from(landingPages)
    .where(ne(landingPages.id, id))
    .orderBy(asc(landingPages.id));
  return rows.map((row) => row.config);
}

/** PostgreSQL's unique_violation, whether the driver error comes bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
