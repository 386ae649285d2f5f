import { and, count, eq, gt, isNotNull, lte, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { courses, enrolments, orders } from '../../db/schema/index.js';
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
export async function lockCourseSeats(
  db: Executor,
  courseId: number,
): Promise<{ id: number; seats: number | null } | undefined> {
  const [row] = await db
    .select({ id: courses.id, seats: courses.seats })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1)
    .for('update');
  return row;
}

/**
 * Seats sold (enrolments) plus those held at `now` by open checkouts other than `exceptOrderId`. A hold
 * only counts once its order is open: paid, failed and cancelled orders keep no seat.
 */
export async function takenSeats(db: Executor, courseId: number, now: Date, exceptOrderId?: string): Promise<number> {
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
        exceptOrderId === undefined ? undefined : ne(orders.id, exceptOrderId),
      ),
    );
  return Number(sold?.n ?? 0) + Number(held?.n ?? 0);
}

/** With the course locked: whether a seat is free for `orderId` (or for a new order) at `now`. */
export async function seatFree(
  db: Executor,
  course: { id: number; seats: number | null },
  now: Date,
  orderId?: string,
): Promise<boolean> {
  return course.seats === null || (await takenSeats(db, course.id, now, orderId)) < course.seats;
}

/** Holds a seat for the order for another SEAT_HOLD_MINUTES (its course locked by the caller). */
export async function renewHold(db: Executor, orderId: string, now: Date): Promise<void> {
  await db
    .update(orders)
    .set({ holdExpiresAt: holdUntil(now) })
    .where(eq(orders.id, orderId));
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
