import { and, asc, count, eq, gt, isNotNull, lte, ne, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { courseWaitlist, enrolments, orders } from '../../../db/schema/orders.js';
import { courseView } from '../../catalogue/views/catalogue.views.js';
import { customer, orderWithCustomer } from '../shared/orders.repository.js';

const course = courseView();

/** In SQL, as holdsSeat: an order holding a seat at `now`. */
const holdLiveAt = (now: Date) =>
  and(eq(orders.status, 'pending'), isNotNull(orders.holdExpiresAt), gt(orders.holdExpiresAt, now));

/**
 * Locks an in-person course's row for a sale: every checkout, hold renewal and payment of the course
 * queues here, so counting its free seats and taking one is a single step, across instances too.
 * Callers lock the course before any of its orders, always in that order. The lock reaches through
 * catalogue's read view to the courses row beneath it.
 */
export async function lockCourseSeats(db: Executor, courseId: number) {
  const [row] = await db
    .select({
      id: course.id,
      title: course.title,
      status: course.status,
      startDate: course.startDate,
      seats: course.seats,
    })
    .from(course)
    .where(eq(course.id, courseId))
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
        holdLiveAt(now),
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

/** The open order takes a seat hold again until `until` (its course locked by the caller): one more hold counted. */
export async function takeHold(db: Executor, orderId: string, until: Date): Promise<void> {
  await db
    .update(orders)
    .set({ holdExpiresAt: until, seatHolds: sql`${orders.seatHolds} + 1` })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')));
}

/** The order's live hold lasts until `until` instead (a seat kept for it longer): not a new hold. */
export async function extendHold(db: Executor, orderId: string, until: Date): Promise<void> {
  await db
    .update(orders)
    .set({ holdExpiresAt: until })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')));
}

/** The open order's hold ends now, lapsed or not (its course locked by the caller); the order stays open. */
export async function endHold(db: Executor, orderId: string): Promise<void> {
  await db
    .update(orders)
    .set({ holdExpiresAt: null })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')));
}

/**
 * Seat holds the customer took for the course on orders opened since `since`: each order counts its first
 * hold and every renewal. An order that never got a checkout (the provider failed to open one) could not
 * be paid and kept its seat only for that call: it is not counted, so an outage does not use up the cap.
 */
export async function holdsTakenSince(db: Executor, userId: number, courseId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sum(orders.seatHolds) })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.courseId, courseId),
        isNotNull(orders.providerCheckoutId),
        gt(orders.createdAt, since),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * Lapsed holds are cleared, so course lists (which count the holds still set, without a clock, and are
 * cached) show those seats free again. The orders stay open: a payment that still arrives is enrolled if
 * a seat is free then, and refunded if not. Answers the course of each hold cleared (once per hold).
 */
export async function releaseLapsedHolds(db: Executor, now: Date): Promise<number[]> {
  const rows = await db
    .update(orders)
    .set({ holdExpiresAt: null })
    .where(and(eq(orders.status, 'pending'), isNotNull(orders.holdExpiresAt), lte(orders.holdExpiresAt, now)))
    .returning({ courseId: orders.courseId });
  return rows.flatMap((row) => (row.courseId === null ? [] : [row.courseId]));
}

/** The open orders holding one of the course's seats at `now`, with their customers, the oldest first. */
export async function selectLiveHolds(db: Executor, courseId: number, now: Date) {
  return db
    .select({
      ...orderWithCustomer,
      openedAt: orders.createdAt,
      heldUntil: orders.holdExpiresAt,
      seatHolds: orders.seatHolds,
    })
    .from(orders)
    .innerJoin(customer, eq(customer.id, orders.userId))
    .where(and(eq(orders.courseId, courseId), holdLiveAt(now)))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}
