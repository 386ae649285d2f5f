import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { reviews } from '../../db/schema/index.js';

export type ReviewRow = typeof reviews.$inferSelect;

export async function selectReviews(db: Executor, options: { limit: number }): Promise<ReviewRow[]> {
  return db.select().from(reviews).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(options.limit);
}

export async function deleteReviewById(db: Executor, id: number): Promise<boolean> {
  const deleted = await db.delete(reviews).where(eq(reviews.id, id)).returning({ id: reviews.id });
  return deleted.length > 0;
}
