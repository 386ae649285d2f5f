import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { courseWaitlist } from '../../../db/schema/orders.js';
import { customerNameColumns, mailRecipientColumns } from '../../accounts/views/accounts.views.js';
import { customer } from '../shared/orders.repository.js';

export type WaitlistRow = typeof courseWaitlist.$inferSelect;

/**
 * Adds the customer at the end of the course's list. One already in line keeps their place; one who
 * let an offer lapse goes back in line at the end.
 */
export async function joinWaitlist(db: Executor, courseId: number, userId: number, now: Date): Promise<void> {
  await db
    .insert(courseWaitlist)
    .values({ courseId, userId, createdAt: now })
    .onConflictDoUpdate({
      target: [courseWaitlist.courseId, courseWaitlist.userId],
      set: { status: 'waiting', createdAt: now, offeredAt: null, offerExpiresAt: null },
      setWhere: sql`${courseWaitlist.status} = 'lapsed'`,
    });
}

/** Takes the customer off the course's list; answers the status their entry had, or null if they were not on it. */
export async function leaveWaitlist(
  db: Executor,
  courseId: number,
  userId: number,
): Promise<WaitlistRow['status'] | null> {
  const [row] = await db
    .delete(courseWaitlist)
    .where(and(eq(courseWaitlist.courseId, courseId), eq(courseWaitlist.userId, userId)))
    .returning({ status: courseWaitlist.status });
  return row?.status ?? null;
}

export async function findWaitlistEntry(
  db: Executor,
  courseId: number,
  userId: number,
): Promise<(WaitlistRow & { position: number }) | undefined> {
  const [row] = await db
    .select({
      entry: courseWaitlist,
      // Those still in line ahead of this entry, plus one. The outer columns are spelled out: in a
      // one-table select drizzle leaves them unqualified, and the subquery would read its own.
      position: sql<number>`(select count(*)::int from ${courseWaitlist} ahead where ahead.course_id = "course_waitlist"."course_id" and ahead.status <> 'lapsed' and (ahead.created_at, ahead.id) < ("course_waitlist"."created_at", "course_waitlist"."id")) + 1`,
    })
    .from(courseWaitlist)
    .where(and(eq(courseWaitlist.courseId, courseId), eq(courseWaitlist.userId, userId)))
    .limit(1);
  return row && { ...row.entry, position: Number(row.position) };
}

/**
 * A live offer of a seat to the customer is taken up (their checkout now holds the seat): the entry
 * leaves the list. Answers until when the seat was kept for them, or null without such an offer.
 */
export async function takeUpOffer(db: Executor, courseId: number, userId: number, now: Date): Promise<Date | null> {
  const [row] = await db
    .delete(courseWaitlist)
    .where(
      and(
        eq(courseWaitlist.courseId, courseId),
        eq(courseWaitlist.userId, userId),
        eq(courseWaitlist.status, 'offered'),
        gt(courseWaitlist.offerExpiresAt, now),
      ),
    )
    .returning({ until: courseWaitlist.offerExpiresAt });
  return row?.until ?? null;
}

/** Offers past their time are marked lapsed; answers the course of each seat they free (once per offer). */
export async function lapseOffers(db: Executor, now: Date): Promise<number[]> {
  const rows = await db
    .update(courseWaitlist)
    .set({ status: 'lapsed' })
    .where(and(eq(courseWaitlist.status, 'offered'), lte(courseWaitlist.offerExpiresAt, now)))
    .returning({ courseId: courseWaitlist.courseId });
  return rows.map((row) => row.courseId);
}

/** Courses with someone still waiting in line. */
export async function coursesWithWaiting(db: Executor): Promise<number[]> {
  const rows = await db
    .selectDistinct({ courseId: courseWaitlist.courseId })
    .from(courseWaitlist)
    .where(eq(courseWaitlist.status, 'waiting'));
  return rows.map((row) => row.courseId);
}

/** The first `count` customers waiting for the course, in the order they joined, with what a mail needs. */
export async function firstWaiting(db: Executor, courseId: number, count: number) {
  return db
    .select({
      id: courseWaitlist.id,
      ...mailRecipientColumns(customer),
    })
    .from(courseWaitlist)
    .innerJoin(customer, eq(customer.id, courseWaitlist.userId))
    .where(and(eq(courseWaitlist.courseId, courseId), eq(courseWaitlist.status, 'waiting')))
    .orderBy(asc(courseWaitlist.createdAt), asc(courseWaitlist.id))
    .limit(count);
}

export async function markOffered(db: Executor, ids: number[], now: Date, expiresAt: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(courseWaitlist)
    .set({ status: 'offered', offeredAt: now, offerExpiresAt: expiresAt })
    .where(inArray(courseWaitlist.id, ids));
}

/** The course's whole list as the admin reads it, in line order. */
export async function selectWaitlist(db: Executor, courseId: number) {
  return db
    .select({
      ...customerNameColumns(customer),
      status: courseWaitlist.status,
      joinedAt: courseWaitlist.createdAt,
      offerExpiresAt: courseWaitlist.offerExpiresAt,
    })
    .from(courseWaitlist)
    .innerJoin(customer, eq(customer.id, courseWaitlist.userId))
    .where(eq(courseWaitlist.courseId, courseId))
    .orderBy(asc(courseWaitlist.createdAt), asc(courseWaitlist.id));
}
