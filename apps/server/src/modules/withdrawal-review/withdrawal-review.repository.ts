import type { WithdrawalStatus } from '@cammini/contract';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { withdrawals } from '../../db/schema/banking.js';
import { courses } from '../../db/schema/catalogue.js';
import { orders, refundClaims } from '../../db/schema/orders.js';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** Every request with its customer, newest first, in one query. */
export async function selectWithdrawalsWithCustomers(db: Executor) {
  return db
    .select({
      id: withdrawals.id,
      userId: withdrawals.userId,
      name: users.name,
      surname: users.surname,
      email: users.email,
      taxCode: users.taxCode,
      iban: withdrawals.iban,
      amountCents: withdrawals.amountCents,
      status: withdrawals.status,
      requestedAt: withdrawals.requestedAt,
    })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .orderBy(desc(withdrawals.requestedAt), desc(withdrawals.id));
}

export async function findWithdrawalOwnerId(db: Executor, id: number): Promise<number | undefined> {
  const [row] = await db.select({ userId: withdrawals.userId }).from(withdrawals).where(eq(withdrawals.id, id));
  return row?.userId;
}

export async function lockWithdrawal(db: Executor, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  return row;
}

export async function setWithdrawalStatus(db: Executor, id: number, status: WithdrawalStatus): Promise<void> {
  await db.update(withdrawals).set({ status, updatedAt: sql`now()` }).where(eq(withdrawals.id, id));
}

/**
 * The sales credits come from: each order with its buyer, when it was paid in full (a deposit booking's
 * credits wait for its balance), its in-person course's dates and terms (none for an online course, or a
 * course since deleted), and whether a refund of it is in flight.
 */
export async function selectSalesOfOrders(db: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      id: orders.id,
      title: orders.courseTitle,
      buyerId: orders.userId,
      buyerName: users.name,
      buyerSurname: users.surname,
      buyerEmail: users.email,
      grantedAt: sql<Date | null>`coalesce(${orders.balancePaidAt}, ${orders.paidAt})`.mapWith(orders.paidAt),
      courseId: courses.id,
      startDate: courses.startDate,
      endDate: courses.endDate,
      freeCancellation: courses.freeCancellation,
      refundInFlight: sql<boolean>`exists (select 1 from ${refundClaims} where ${refundClaims.orderId} = ${orders.id})`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(courses, eq(courses.id, orders.courseId))
    .where(inArray(orders.id, orderIds));
}
