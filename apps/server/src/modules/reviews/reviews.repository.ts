import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { enrolments, reviews } from '../../db/schema/index.js';

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

/** Whether the user owns any course, in person or online. */
export async function userHasEnrolment(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: enrolments.id }).from(enrolments).where(eq(enrolments.userId, userId)).limit(1);
  return row !== undefined;
}

export async function insertReview(db: Executor, values: typeof reviews.$inferInsert): Promise<ReviewRow> {
  const [row] = await db.insert(reviews).values(values).returning();
  if (!row) throw new Error('review not stored');
  return row;
}

/** The newest reviews first. */
export async function selectReviews(db: Executor, options: { limit: number }): Promise<ReviewRow[]> {
  return db.select().from(reviews).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(options.limit);
}

export async function deleteReviewById(db: Executor, id: number): Promise<boolean> {
  const deleted = await db.delete(reviews).where(eq(reviews.id, id)).returning({ id: reviews.id });
  return deleted.length > 0;
}
