import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { landingPages } from '../../db/schema/index.js';

export type LandingPageRow = typeof landingPages.$inferSelect;

/** Case-insensitive, like the unique index on lower(slug). */
export async function findLandingPageBySlug(db: Executor, slug: string): Promise<LandingPageRow | undefined> {
  const [row] = await db
    .select()
    .from(landingPages)
    .where(eq(sql`lower(${landingPages.slug})`, slug.toLowerCase()))
    .limit(1);
  return row;
}
