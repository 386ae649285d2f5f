import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { faqs } from '../../../db/schema/catalogue.js';
import { containsText } from '../shared/list-filters.js';

export type FaqRow = typeof faqs.$inferSelect;

export async function selectFaqs(db: Executor, options: { q?: string; limit: number }): Promise<FaqRow[]> {
  return db
    .select()
    .from(faqs)
    .where(and(containsText(faqs.question, options.q)))
    .orderBy(asc(faqs.position), asc(faqs.id))
    .limit(options.limit);
}

export async function findFaqById(db: Executor, id: number): Promise<FaqRow | undefined> {
  const [row] = await db.select().from(faqs).where(eq(faqs.id, id)).limit(1);
  return row;
}

export async function deleteFaqById(db: Executor, id: number): Promise<boolean> {
  const deleted = await db.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id });
  return deleted.length > 0;
}

/**
 * Moves one FAQ to place `to` (from 0; past the end means last) and numbers them all again, under a
 * lock on every FAQ so that two moves at once apply one after the other. False when the FAQ is gone.
 */
export async function moveFaqRow(db: Executor, id: number, to: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx.select({ id: faqs.id }).from(faqs).orderBy(asc(faqs.position), asc(faqs.id)).for('update');
    const ids = rows.map((row) => row.id);
    const from = ids.indexOf(id);
    if (from === -1) return false;
    ids.splice(from, 1);
    ids.splice(Math.min(to, ids.length), 0, id);
    await tx.execute(
      sql`update ${faqs} set position = ordered.position, updated_at = now() from unnest(${sql.param(ids)}::int[]) with ordinality as ordered(id, position) where ${faqs.id} = ordered.id and ${faqs.position} is distinct from ordered.position`,
    );
    return true;
  });
}

export type FaqValues = Pick<typeof faqs.$inferInsert, 'question' | 'answer'>;

/** A new FAQ goes after the others. */
export async function insertFaqRow(db: Executor, values: FaqValues): Promise<number> {
  const [row] = await db
    .insert(faqs)
    .values({ ...values, position: sql`(select coalesce(max(${faqs.position}), 0) + 1 from ${faqs})` })
    .returning({ id: faqs.id });
  if (!row) throw new Error('faq not inserted');
  return row.id;
}

export async function updateFaqRow(db: Executor, id: number, values: FaqValues): Promise<boolean> {
  const updated = await db
    .update(faqs)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(faqs.id, id))
    .returning({ id: faqs.id });
  return updated.length > 0;
}
