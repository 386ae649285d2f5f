import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { enrolments, orders } from '../../../db/schema/orders.js';
import { customer, orderWithCustomer } from '../shared/orders.repository.js';

/** Balance orders paid for a booking: what its customer paid by card after the deposit. */
const balancesPaid = sql<number>`(select coalesce(sum(b.amount_cents), 0)::int from ${orders} b where b.user_id = ${enrolments.userId} and b.course_id = ${enrolments.courseId} and b.payment = 'balance' and b.status = 'paid')`;

/** A course's enrolments with their customer and order and the balances paid by card, newest first, in one query. */
export async function selectCourseBookings(db: Executor, courseId: number) {
  return db
    .select({
      ...orderWithCustomer,
      amountCents: orders.amountCents,
      balanceDueCents: orders.balanceDueCents,
      balancePaidOnSite: orders.balancePaidOnSite,
      balancesPaid,
      bookedAt: enrolments.createdAt,
    })
    .from(enrolments)
    .innerJoin(customer, eq(customer.id, enrolments.userId))
    .leftJoin(orders, eq(orders.id, enrolments.orderId))
    .where(eq(enrolments.courseId, courseId))
    .orderBy(desc(enrolments.createdAt), desc(enrolments.id));
}

export async function findOrder(db: Executor, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row;
}
