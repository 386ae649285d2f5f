import { and, count, eq, gt, isNotNull, lte, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { courses, courseWaitlist, enrolments, orders } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { addMinutes } from '../../lib/clock.js';

/** How long an open checkout keeps its seat: long enough to type a card, short enough not to block a sale. */
export const SEAT_HOLD_MINUTES = 15;

export const soldOut = () => new AppError('SOLD_OUT', 'I posti di questo corso sono esauriti.');

export const holdUntil = (now: Date) => addMinutes(now, SEAT_HOLD_MINUTES);

/** Whether an order's hold still keeps its seat at `now`. */
export const holdsSeat = (order: { holdExpiresAt: Date | null }, now: Date) =>
  order.holdExpiresAt !== null && order.holdExpiresAt > now;

/**
 * Locks an in-person course's row for a sale: every checkout, hold renewal and payment of the course
 * queues here, so counting its free seats and taking one is a single step, across instances too.
 * Callers lock the course before any of its orders, always in that order.
 */
export async function lockCourseSeats(db: Executor, courseId: number) {
  const [row] = await db
    .select({
      id: courses.id,
      title: courses.title,
      status: courses.status,
      startDate: courses.startDate,
      seats: courses.seats,
    })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1)
    .for('update');
  return row;
}

/** Whose seat is being counted: their own hold or waiting-list offer does not stand in their way. */
export interface SeatClaimant {
  orderId?: string;
  userId?: number;
}

/**
 * Seats sold (enrolments), held at `now` by open checkouts, and kept for waiting-list offers not yet
 * lapsed, except the claimant's own. A hold only counts while its order is open: paid, failed and
 * cancelled orders keep no seat.
 */
export async function takenSeats(
  db: Executor,
  courseId: number,
  now: Date,
  claimant: SeatClaimant = {},
): Promise<number> {
  const [sold] = await db.select({ n: count() }).from(enrolments).where(eq(enrolments.courseId, courseId));
  const [held] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.courseId, courseId),
        eq(orders.status, 'pending'),
        isNotNull(orders.holdExpiresAt),
        gt(orders.holdExpiresAt, now),
        claimant.orderId === undefined ? undefined : ne(orders.id, claimant.orderId),
      ),
    );
  const [offered] = await db
    .select({ n: count() })
    .from(courseWaitlist)
    .where(
      and(
        eq(courseWaitlist.courseId, courseId),
        eq(courseWaitlist.status, 'offered'),
        gt(courseWaitlist.offerExpiresAt, now),
        claimant.userId === undefined ? undefined : ne(courseWaitlist.userId, claimant.userId),
      ),
    );
  return Number(sold?.n ?? 0) + Number(held?.n ?? 0) + Number(offered?.n ?? 0);
}

/** With the course locked: how many seats are free for the claimant at `now` (null: no limit). */
export async function freeSeats(
  db: Executor,
  course: { id: number; seats: number | null },
  now: Date,
  claimant: SeatClaimant = {},
): Promise<number | null> {
  return course.seats === null ? null : Math.max(0, course.seats - (await takenSeats(db, course.id, now, claimant)));
}

/** With the course locked: whether a seat is free for the claimant (a new order, or an existing one) at `now`. */
export async function seatFree(
  db: Executor,
  course: { id: number; seats: number | null },
  now: Date,
  claimant: SeatClaimant = {},
): Promise<boolean> {
  const free = await freeSeats(db, course, now, claimant);
  return free === null || free > 0;
}

/** Holds a seat for the order until `until` (its course locked by the caller). */
export async function renewHold(db: Executor, orderId: string, until: Date): Promise<void> {
  await db.update(orders).set({ holdExpiresAt: until }).where(eq(orders.id, orderId));
}

/**
 * Lapsed holds are cleared, so course lists (which count the holds still set, without a clock, and are
 * cached) show those seats free again. The orders stay open: a payment that still arrives is enrolled if
 * a seat is free then, and refunded if not. Answers the courses whose seats changed.
 */
export async function releaseLapsedHolds(db: Executor, now: Date): Promise<number[]> {
  const rows = await db
    .update(orders)
    .set({ holdExpiresAt: null })
    .where(and(eq(orders.status, 'pending'), isNotNull(orders.holdExpiresAt), lte(orders.holdExpiresAt, now)))
    .returning({ courseId: orders.courseId });
  return [...new Set(rows.flatMap((row) => (row.courseId === null ? [] : [row.courseId])))];
}
