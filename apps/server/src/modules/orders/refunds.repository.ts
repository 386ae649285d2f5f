import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { courses, enrolments, orderRefunds, orders } from '../../db/schema/index.js';
import { titleMatches } from '../../lib/titles.js';

export type OrderRefundRow = typeof orderRefunds.$inferSelect;

/**
 * Sets aside `cents` of a paid order for a refund about to be asked of the provider: counted in
 * `refunded_cents` at once, under the order's lock, so a concurrent refund sees it gone.
 */
export async function reserveRefund(db: Executor, orderId: string, cents: number): Promise<void> {
  await db
    .update(orders)
    .set({ refundedCents: sql`${orders.refundedCents} + ${cents}` })
    .where(eq(orders.id, orderId));
}

/** Gives back a reservation the provider refused: the money was not refunded. */
export async function releaseRefund(db: Executor, orderId: string, cents: number): Promise<void> {
  await db
    .update(orders)
    .set({ refundedCents: sql`greatest(${orders.refundedCents} - ${cents}, 0)` })
    .where(eq(orders.id, orderId));
}

export async function insertOrderRefund(
  db: Executor,
  values: { orderId: string; amountCents: number; requestedBy: 'admin' | 'customer'; reference: string },
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
    .select({ course: courses, order: orders })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .innerJoin(orders, eq(orders.id, enrolments.orderId))
    .where(and(eq(enrolments.userId, userId), titleMatches(courses.title, rawTitle)))
    .limit(1);
  return row;
}

/** Every in-person booking of a customer, with its course's terms: which of them may be cancelled. */
export async function selectOwnBookings(db: Executor, userId: number) {
  return db
    .select({ course: courses, order: orders })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .innerJoin(orders, eq(orders.id, enrolments.orderId))
    .where(eq(enrolments.userId, userId));
}
