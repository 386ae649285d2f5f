import { and, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { contractWithdrawals, enrolments, orders } from '../../../db/schema/orders.js';
import { courseView } from '../../catalogue/views/catalogue.views.js';
import { customer } from '../shared/orders.repository.js';

const course = courseView();

export type ContractWithdrawalRow = typeof contractWithdrawals.$inferSelect;

/** A withdrawal that was made (confirmed), not a draft waiting for its confirmation. */
const made = ne(contractWithdrawals.status, 'requested');

/** Balance orders of a deposit booking paid by card (given back since, or not): the rest of the same contract. */
const balanceOrdersOf = sql`from ${orders} b where b.user_id = ${orders.userId} and b.course_id = ${orders.courseId} and b.payment = 'balance' and b.status in ('paid', 'refunded') and ${orders.payment} = 'deposit'`;

/**
 * The contracts a customer concluded and has not withdrawn from: their paid orders for a whole course
 * or a booking's deposit (a balance belongs to its booking), with what decides the right of withdrawal
 * and what a withdrawal would give back (the booking's balances paid by card included). Newest first.
 */
export async function selectOpenContracts(db: Executor, userId: number, orderId?: string) {
  return db
    .select({
      id: orders.id,
      number: orders.number,
      userId: orders.userId,
      title: orders.courseTitle,
      onlineCourseId: orders.onlineCourseId,
      courseId: orders.courseId,
      payment: orders.payment,
      paidAt: orders.paidAt,
      amountCents: orders.amountCents,
      refundedCents: orders.refundedCents,
      currency: orders.currency,
      balancePaidOnSite: orders.balancePaidOnSite,
      courseStartDate: course.startDate,
      viewingStartedAt: enrolments.viewingStartedAt,
      balancesPaidCents: sql<number>`(select coalesce(sum(b.amount_cents), 0)::int ${balanceOrdersOf})`,
      balancesLeftCents: sql<number>`(select coalesce(sum(b.amount_cents - b.refunded_cents), 0)::int ${balanceOrdersOf})`,
    })
    .from(orders)
    .leftJoin(course, eq(course.id, orders.courseId))
    .leftJoin(enrolments, eq(enrolments.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        orderId === undefined ? undefined : eq(orders.id, orderId),
        eq(orders.status, 'paid'),
        inArray(orders.payment, ['full', 'deposit']),
        sql`${orders.paidAt} is not null`,
        sql`not exists (select 1 from ${contractWithdrawals} w where w.order_id = ${orders.id} and w.status <> 'requested')`,
      ),
    )
    .orderBy(desc(orders.paidAt), desc(orders.id));
}
export type OpenContract = Awaited<ReturnType<typeof selectOpenContracts>>[number];

/** The order a receipt's number names, when it was made with this e-mail (compared as stored: lower case). */
export async function findOrderOfBuyer(db: Executor, orderNumber: string, email: string) {
  const [row] = await db
    .select({ orderId: orders.id, userId: orders.userId })
    .from(orders)
    .innerJoin(customer, eq(customer.id, orders.userId))
    .where(and(eq(orders.number, orderNumber), eq(customer.email, email)))
    .limit(1);
  return row;
}

/** How many drafts the public form made for an order since `since`: each one mails its buyer. */
export async function countFormDraftsSince(db: Executor, orderId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(contractWithdrawals)
    .where(
      and(
        eq(contractWithdrawals.orderId, orderId),
        eq(contractWithdrawals.channel, 'form'),
        gte(contractWithdrawals.createdAt, since),
      ),
    );
  return row?.count ?? 0;
}

export async function insertDraft(db: Executor, values: typeof contractWithdrawals.$inferInsert) {
  const [row] = await db.insert(contractWithdrawals).values(values).returning();
  if (!row) throw new Error('withdrawal draft not stored');
  return row;
}

export async function findWithdrawal(db: Executor, id: string): Promise<ContractWithdrawalRow | undefined> {
  const [row] = await db.select().from(contractWithdrawals).where(eq(contractWithdrawals.id, id)).limit(1);
  return row;
}

export async function lockWithdrawal(db: Executor, id: string): Promise<ContractWithdrawalRow | undefined> {
  const [row] = await db
    .select()
    .from(contractWithdrawals)
    .where(eq(contractWithdrawals.id, id))
    .limit(1)
    .for('update');
  return row;
}

/** The withdrawal made from an order, if any. */
export async function findMadeWithdrawalOfOrder(
  db: Executor,
  orderId: string,
): Promise<ContractWithdrawalRow | undefined> {
  const [row] = await db
    .select()
    .from(contractWithdrawals)
    .where(and(eq(contractWithdrawals.orderId, orderId), made))
    .limit(1);
  return row;
}

/**
 * The statement is received: the draft becomes the withdrawal. Its link keeps working, to show the
 * acknowledgement again; confirming through it again changes nothing.
 */
export async function markReceived(
  db: Executor,
  id: string,
  received: { receivedAt: Date; refundDueAt: Date; refundCents: number },
) {
  const [row] = await db
    .update(contractWithdrawals)
    .set({ status: 'received', ...received })
    .where(and(eq(contractWithdrawals.id, id), eq(contractWithdrawals.status, 'requested')))
    .returning();
  if (!row) throw new Error(`withdrawal ${id} was not a draft`);
  return row;
}

/** What the withdrawal's own refunds gave back, and where it stands after them. */
export async function recordWithdrawalOutcome(
  db: Executor,
  id: string,
  outcome: { refundedCents: number; status: 'refunded' | 'review'; at: Date },
) {
  const [row] = await db
    .update(contractWithdrawals)
    .set({
      refundedCents: sql`${contractWithdrawals.refundedCents} + ${outcome.refundedCents}`,
      // A refund recorded meanwhile (refunds.service.ts) may already have settled it.
      status: sql`case when ${contractWithdrawals.status} = 'refunded' then 'refunded' else ${outcome.status} end`,
      refundedAt:
        outcome.status === 'refunded' ? sql`coalesce(${contractWithdrawals.refundedAt}, ${outcome.at})` : undefined,
    })
    .where(eq(contractWithdrawals.id, id))
    .returning();
  if (!row) throw new Error(`withdrawal ${id} vanished`);
  return row;
}

/**
 * An order given back in full settles the withdrawal made from it, whoever made the refund (the
 * withdrawal's own, or the owner's for one that needed them). Called in the refund's transaction.
 */
export async function settleWithdrawalOfOrder(db: Executor, orderId: string, at: Date): Promise<void> {
  await db
    .update(contractWithdrawals)
    .set({ status: 'refunded', refundedAt: at })
    .where(and(eq(contractWithdrawals.orderId, orderId), inArray(contractWithdrawals.status, ['received', 'review'])));
}

const contractOrderColumns = {
  id: orders.id,
  number: orders.number,
  title: orders.courseTitle,
  onlineCourseId: orders.onlineCourseId,
  paidAt: orders.paidAt,
  amountCents: orders.amountCents,
  currency: orders.currency,
  balancesPaidCents: sql<number>`(select coalesce(sum(b.amount_cents), 0)::int ${balanceOrdersOf})`,
};

/** An order as a withdrawal names it, whatever its state now. */
export async function findContractOrder(db: Executor, orderId: string) {
  const [row] = await db.select(contractOrderColumns).from(orders).where(eq(orders.id, orderId)).limit(1);
  return row;
}

/** The withdrawals a customer made, newest first, with their orders. */
export async function selectOwnWithdrawals(db: Executor, userId: number) {
  return db
    .select({
      withdrawal: contractWithdrawals,
      order: contractOrderColumns,
    })
    .from(contractWithdrawals)
    .innerJoin(orders, eq(orders.id, contractWithdrawals.orderId))
    .where(and(eq(contractWithdrawals.userId, userId), made))
    .orderBy(desc(contractWithdrawals.receivedAt))
    .limit(200);
}
