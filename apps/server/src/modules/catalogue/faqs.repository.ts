import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { faqs } from '../../db/schema/index.js';
import { containsText } from './list-filters.js';

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
