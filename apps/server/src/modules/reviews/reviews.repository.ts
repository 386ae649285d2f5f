import { count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { reviews } from '../../db/schema/reviews.js';

export type ReviewRow = typeof reviews.$inferSelect;

/** Serializes one user's review submissions until the transaction ends. */
export async function lockReviewsOfUser(db: Executor, userId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('reviews'), ${userId})`);
}

export async function findLatestReviewDateOfUser(db: Executor, userId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: reviews.createdAt })
    .from(reviews)
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt))
    .limit(1);
  return row?.createdAt;
}

export async function insertReview(db: Executor, values: typeof reviews.$inferInsert): Promise<ReviewRow> {
  const [row] = await db.insert(reviews).values(values).returning();
  if (!row) throw new Error('review not stored');
  return row;
}

/** The newest published reviews first: pending and rejected ones are never shown to visitors. */
export async function selectReviews(db: Executor, options: { limit: number }): Promise<ReviewRow[]> {
  return db
    .select()
    .from(reviews)
    .where(eq(reviews.status, 'published'))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(options.limit);
}

/** One page of the reviews in a status, newest first (oldest first while they wait, so none is forgotten). */
export async function selectReviewsByStatus(
  db: Executor,
  options: { status: ReviewRow['status']; limit: number; offset: number },
): Promise<{ rows: ReviewRow[]; total: number }> {
  const order =
    options.status === 'pending' ? [reviews.createdAt, reviews.id] : [desc(reviews.createdAt), desc(reviews.id)];
  const rows = await db
    .select()
    .from(reviews)
    .where(eq(reviews.status, options.status))
    .orderBy(...order)
    .limit(options.limit)
    .offset(options.offset);
  const [counted] = await db.select({ total: count() }).from(reviews).where(eq(reviews.status, options.status));
  return { rows, total: counted?.total ?? 0 };
}

export async function updateReviewStatus(
  db: Executor,
  id: number,
  status: ReviewRow['status'],
): Promise<ReviewRow | undefined> {
  const [row] = await db.update(reviews).set({ status }).where(eq(reviews.id, id)).returning();
  return row;
}

export async function deleteReviewById(db: Executor, id: number): Promise<boolean> {
  const deleted = await db.delete(reviews).where(eq(reviews.id, id)).returning({ id: reviews.id });
  return deleted.length > 0;
}
