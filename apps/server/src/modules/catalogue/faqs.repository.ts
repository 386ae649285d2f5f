import { and, asc, eq } from 'drizzle-orm';
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
