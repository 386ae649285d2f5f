import { desc, eq, sql } from 'drizzle-orm';
import { type Executor, selectRows } from '../../db/client.js';
import { termsVersions } from '../../db/schema/terms.js';

export type TermsVersionRow = typeof termsVersions.$inferSelect;

/** The version that published this text, if any: its number and date (the text is known to the caller). */
export async function findTermsVersionByHash(db: Executor, contentHash: string) {
  const [row] = await db
    .select({ version: termsVersions.version, publishedAt: termsVersions.publishedAt })
    .from(termsVersions)
    .where(eq(termsVersions.contentHash, contentHash));
  return row;
}

export async function findTermsVersion(db: Executor, version: number): Promise<TermsVersionRow | undefined> {
  const [row] = await db.select().from(termsVersions).where(eq(termsVersions.version, version));
  return row;
}

export async function findLatestTermsVersion(db: Executor): Promise<TermsVersionRow | undefined> {
  const [row] = await db.select().from(termsVersions).orderBy(desc(termsVersions.version)).limit(1);
  return row;
}

/**
 * Publishes the text as the version after the last one. Nothing is inserted when another instance
 * published it meanwhile (the same hash) or took that number for another text (the same version): both
 * are unique, and the caller reads again. Answers whether this call published it.
 */
export async function insertNextTermsVersion(
  db: Executor,
  version: { contentHash: string; content: unknown; publishedAt: Date },
): Promise<boolean> {
  const rows = await selectRows<{ version: number }>(
    db,
    sql`insert into ${termsVersions} (version, content_hash, content, published_at)
        select coalesce(max(version), 0) + 1, ${version.contentHash}, ${JSON.stringify(version.content)}::jsonb,
               ${version.publishedAt.toISOString()}::timestamptz
        from ${termsVersions}
        on conflict do nothing
        returning version`,
  );
  return rows.length > 0;
}
