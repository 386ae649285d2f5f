import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { enrolments, orderRefunds, orders, type RefundRequester, refundClaims } from '../../../db/schema/orders.js';
import { courseView } from '../../catalogue/views/catalogue.views.js';

export type { RefundRequester };

import { titleMatches } from '../../../lib/titles.js';

const course = courseView();
/** What of a booked course decides whether its booking may be cancelled and what that gives back. */
const bookedCourse = {
  id: course.id,
  title: course.title,
  startDate: course.startDate,
  freeCancellation: course.freeCancellation,
};

export type OrderRefundRow = typeof orderRefunds.$inferSelect;
export type RefundClaim = typeof refundClaims.$inferSelect;
type NewRefundClaim = Omit<RefundClaim, 'id'>;

/**
 * Sets aside `cents` of a paid order for a refund about to be asked of the provider: counted in
 * `refunded_cents` at once, under the order's lock, so a concurrent refund sees it gone.
 */
export async function reserveRefund(db: Executor, claim: NewRefundClaim): Promise<RefundClaim> {
  await db
    .update(orders)
    .set({ refundedCents: sql`${orders.refundedCents} + ${claim.amountCents}` })
    .where(eq(orders.id, claim.orderId));
  const [row] = await db.insert(refundClaims).values(claim).returning();
  if (!row) throw new Error('refund claim not recorded');
  return row;
}

/** Gives back a reservation the provider refused (the money was not refunded); false when already settled. */
export async function releaseRefund(db: Executor, claim: RefundClaim): Promise<boolean> {
  if (!(await settleRefundClaim(db, claim.id))) return false;
  await db
    .update(orders)
    .set({ refundedCents: sql`greatest(${orders.refundedCents} - ${claim.amountCents}, 0)` })
    .where(eq(orders.id, claim.orderId));
  return true;
}

/** Ends a claim (its refund recorded or put back); false when another settled it first. */
export async function settleRefundClaim(db: Executor, id: number): Promise<boolean> {
  const deleted = await db.delete(refundClaims).where(eq(refundClaims.id, id)).returning({ id: refundClaims.id });
  return deleted.length > 0;
}

/** Claims left unsettled since before `before`, oldest first. */
export async function selectStaleRefundClaims(db: Executor, before: Date, limit: number): Promise<RefundClaim[]> {
  return db
    .select()
    .from(refundClaims)
    .where(lt(refundClaims.createdAt, before))
    .orderBy(asc(refundClaims.createdAt))
    .limit(limit);
}

/** Whether the order has a claim set aside at or after `since`: a refund whose provider may still answer. */
export async function hasRefundClaimSince(db: Executor, orderId: string, since: Date): Promise<boolean> {
  const rows = await db
    .select({ id: refundClaims.id })
    .from(refundClaims)
    .where(and(eq(refundClaims.orderId, orderId), gte(refundClaims.createdAt, since)))
    .limit(1);
  return rows.length > 0;
}

/** What the order's recorded refunds add up to: the money its provider gave back, none still in flight. */
export async function sumRecordedRefunds(db: Executor, orderId: string): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${orderRefunds.amountCents}), 0)` })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId));
  return Number(row?.cents ?? 0);
}

export async function insertOrderRefund(
  db: Executor,
  values: { orderId: string; amountCents: number; requestedBy: RefundRequester; reference: string },
): Promise<OrderRefundRow> {
  const [row] = await db.insert(orderRefunds).values(values).returning();
  if (!row) throw new Error('refund not recorded');
  return row;
}

/** A paid order refunded in full: its status says so. */
export async function markOrderRefunded(db: Executor, orderId: string) {
  const [row] = await db.update(orders).set({ status: 'refunded' }).where(eq(orders.id, orderId)).returning();
  if (!row) throw new Error('order vanished');
  return row;
}

/** Ends what an order bought: its enrolment goes, and with it the course's access and its seat. */
export async function deleteEnrolmentOfOrder(db: Executor, orderId: string): Promise<boolean> {
  const rows = await db.delete(enrolments).where(eq(enrolments.orderId, orderId)).returning({ id: enrolments.id });
  return rows.length > 0;
}

/**
 * The balance orders a customer paid by card for a booked course (normally one), or for every course
 * they booked when `courseId` is left out.
 */
export async function selectPaidBalanceOrders(db: Executor, userId: number, courseId?: number) {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        courseId === undefined ? undefined : eq(orders.courseId, courseId),
        eq(orders.payment, 'balance'),
        eq(orders.status, 'paid'),
      ),
    );
}

/** The customer's booking of an in-person course by title: the course's terms and the order that enrolled them. */
export async function findOwnBooking(db: Executor, userId: number, rawTitle: string) {
  const [row] = await db
    .select({ course: bookedCourse, order: orders })
    .from(enrolments)
    .innerJoin(course, eq(course.id, enrolments.courseId))
    .innerJoin(orders, eq(orders.id, enrolments.orderId))
    .where(and(eq(enrolments.userId, userId), titleMatches(course.title, rawTitle)))
    .limit(1);
  return row;
}

/** Every in-person booking of a customer, with its course's terms: which of them may be cancelled. */
export async function selectOwnBookings(db: Executor, userId: number) {
  return db
    .select({ course: bookedCourse, order: orders })
    .from(enrolments)
    .innerJoin(course, eq(course.id, enrolments.courseId))
    .innerJoin(orders, eq(orders.id, enrolments.orderId))
    .where(eq(enrolments.userId, userId));
}
