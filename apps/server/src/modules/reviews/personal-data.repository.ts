import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { reviews } from '../../db/schema/reviews.js';

export async function selectReviewsOf(db: Executor, userId: number) {
  return db.select().from(reviews).where(eq(reviews.userId, userId)).orderBy(asc(reviews.createdAt), asc(reviews.id));
}

/** Reviews keep their text and rating, under a generic name and no longer tied to the account. */
export async function anonymizeReviewsOf(db: Executor, userId: number, name: string): Promise<void> {
  await db.update(reviews).set({ name, surname: '', userId: null }).where(eq(reviews.userId, userId));
}
