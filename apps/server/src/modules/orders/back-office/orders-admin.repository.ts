import { ORDER_ATTEMPT_STATUSES, type OrderStatusFilter } from '@cammini/contract';
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { selectOldestFirst } from '../../../db/oldest-first.js';
import { orderRefunds, orders } from '../../../db/schema/orders.js';
import { customerNameColumns, customerView } from '../../accounts/views/accounts.views.js';
import { orderCreditView } from '../../earnings/views/earnings.views.js';
import { sentMailView } from '../../mail/views/mail.views.js';

const customer = customerView();
const credit = orderCreditView();
const sentMail = sentMailView();

/** What the back office's order list, its export and the order's page read from an order. */
export interface AdminOrderRecord {
  id: string;
  number: string | null;
  userId: number;
  name: string;
  surname: string;
  email: string;
  deleted: boolean;
  title: string;
  online: boolean;
  courseId: number | null;
  amountCents: number;
  currency: string;
  payment: 'full' | 'deposit' | 'balance';
  status: (typeof orders.status.enumValues)[number];
  /** What the order's recorded refunds gave back: never a refund still in flight, which may yet be refused. */
  refundedCents: number;
  createdAt: Date;
  paidAt: Date | null;
}

export interface OrderConditions {
  /** Already lower-cased and trimmed; matched anywhere in number, name, surname, e-mail or title. */
  search?: string;
  /** A status or a group of them (see OrderStatusFilter); `sales` is the list's default. */
  status?: OrderStatusFilter | 'sales';
  createdFrom?: Date;
  createdBefore?: Date;
}

/**
 * What an order gave back: the sum of its recorded refunds (`orders.refunded_cents` also counts the claims
 * in flight), or all of it for a payment refunded because the course was owned or sold out.
 */
const recordedRefundsCents = sql<number>`(case
  when ${orders.status} in ('duplicate', 'soldOut') and ${orders.refundedAt} is not null then ${orders.amountCents}
  else (select coalesce(sum(${orderRefunds.amountCents}), 0)::int from ${orderRefunds} where ${orderRefunds.orderId} = ${orders.id})
end)`;

const SALE_STATUSES = ['paid', 'refunded', 'duplicate', 'soldOut'] as const;
const refundsOf = sql`select 1 from ${orderRefunds} where ${orderRefunds.orderId} = ${orders.id}`;

function statusCondition(filter: OrderConditions['status']): SQL | undefined {
  switch (filter) {
    case undefined:
    case 'all':
      return undefined;
    case 'sales':
      return inArray(orders.status, [...SALE_STATUSES]);
    case 'attempts':
      return inArray(orders.status, [...ORDER_ATTEMPT_STATUSES]);
    // A paid order's recorded refunds are its order_refunds rows (each above zero): an anti-join, not a sum per row.
    case 'partlyRefunded':
      return and(eq(orders.status, 'paid'), sql`exists (${refundsOf})`);
    case 'paid':
      return and(eq(orders.status, 'paid'), sql`not exists (${refundsOf})`);
    default:
      return eq(orders.status, filter);
  }
}

const columns = {
  id: orders.id,
  number: orders.number,
  userId: orders.userId,
  ...customerNameColumns(customer),
  deleted: sql<boolean>`${customer.deletedAt} is not null`,
  title: orders.courseTitle,
  online: sql<boolean>`${orders.onlineCourseId} is not null`,
  courseId: orders.courseId,
  amountCents: orders.amountCents,
  currency: orders.currency,
  payment: orders.payment,
  status: orders.status,
  refundedCents: recordedRefundsCents,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
};

/** `%` and `_` typed in the search box are literal characters, not patterns. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(conditions: OrderConditions): SQL | undefined {
  const pattern = conditions.search ? containing(conditions.search) : undefined;
  return and(
    pattern
      ? or(
          ilike(customer.name, pattern),
          ilike(customer.surname, pattern),
          ilike(sql`${customer.name} || ' ' || ${customer.surname}`, pattern),
          ilike(customer.email, pattern),
          ilike(orders.courseTitle, pattern),
          ilike(orders.number, pattern),
        )
      : undefined,
    statusCondition(conditions.status),
    conditions.createdFrom ? gte(orders.createdAt, conditions.createdFrom) : undefined,
    conditions.createdBefore ? lt(orders.createdAt, conditions.createdBefore) : undefined,
  );
}

const normalise = (row: AdminOrderRecord & { online: unknown }): AdminOrderRecord => ({
  ...row,
  online: Boolean(row.online),
  amountCents: Number(row.amountCents),
  refundedCents: Number(row.refundedCents),
});

/**
 * One page of orders, newest first, and how many match in all, in one query (the count is a window
 * over the same filtered rows). A page past the end has no row to carry the count: it is then read apart.
 */
export async function selectOrderPage(
  db: Executor,
  conditions: OrderConditions,
  limit: number,
  offset: number,
): Promise<{ rows: AdminOrderRecord[]; total: number }> {
  const rows = await db
    .select({ ...columns, total: sql<number>`count(*) over ()` })
    .from(orders)
    .innerJoin(customer, eq(customer.id, orders.userId))
    .where(where(conditions))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
  if (rows.length > 0) {
    return { rows: rows.map(({ total: _, ...row }) => normalise(row)), total: Number(rows[0]!.total) };
  }
  if (offset === 0) return { rows: [], total: 0 };
  const [count] = await db
    .select({ total: sql<number>`count(*)` })
    .from(orders)
    .innerJoin(customer, eq(customer.id, orders.userId))
    .where(where(conditions));
  return { rows: [], total: Number(count?.total ?? 0) };
}

/** Where an export batch ended: the last order's creation time exactly as stored (microseconds), and id. */
export interface OrderCursor {
  createdAt: string;
  id: string;
}

/**
 * The next batch of matching orders after `after` (newest first), for the export: each batch is read
 * by its position in the order, never by offset, so the last batch costs what the first does.
 */
export async function selectOrderBatch(
  db: Executor,
  conditions: OrderConditions,
  after: OrderCursor | null,
  limit: number,
): Promise<Array<AdminOrderRecord & { cursor: OrderCursor }>> {
  const rows = await db
    .select({ ...columns, cursorAt: sql<string>`${orders.createdAt}::text` })
    .from(orders)
    .innerJoin(customer, eq(customer.id, orders.userId))
    .where(
      and(
        where(conditions),
        after
          ? sql`(${orders.createdAt}, ${orders.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return rows.map(({ cursorAt, ...row }) => ({ ...normalise(row), cursor: { createdAt: cursorAt, id: row.id } }));
}

export async function selectOrderRecord(db: Executor, id: string) {
  const [row] = await db
    .select({
      ...columns,
      withdrawalWaiverAt: orders.withdrawalWaiverAt,
      termsVersion: orders.termsVersion,
      termsAcceptedAt: orders.termsAcceptedAt,
      balanceDueCents: orders.balanceDueCents,
      balancePaidOnSite: orders.balancePaidOnSite,
      claimedCents: orders.refundedCents,
    })
    .from(orders)
    .innerJoin(customer, eq(customer.id, orders.userId))
    .where(eq(orders.id, id));
  return row
    ? {
        ...row,
        ...normalise(row),
        balanceDueCents: Number(row.balanceDueCents),
        claimedCents: Number(row.claimedCents),
      }
    : undefined;
}

/**
 * The payments of one booking: a deposit order and the balance orders of the same customer and
 * in-person course (a balance is always paid for a course booked with a deposit).
 */
export async function selectBookingPayments(db: Executor, userId: number, courseId: number) {
  const rows = await db
    .select(columns)
    .from(orders)
    .innerJoin(customer, eq(customer.id, orders.userId))
    .where(
      and(eq(orders.userId, userId), eq(orders.courseId, courseId), inArray(orders.payment, ['deposit', 'balance'])),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return rows.map(normalise);
}

export async function selectOrderRefunds(db: Executor, orderId: string) {
  return selectOldestFirst(db, orderRefunds, eq(orderRefunds.orderId, orderId), orderRefunds.createdAt);
}

/** The ledger entries an order made (credits and their reversals), with whom each one is for. */
export async function selectOrderCredits(db: Executor, orderId: string) {
  return db
    .select({
      id: credit.id,
      kind: credit.kind,
      amountCents: credit.amountCents,
      createdAt: credit.createdAt,
      availableAt: credit.availableAt,
      userId: customer.id,
      ...customerNameColumns(customer),
    })
    .from(credit)
    .innerJoin(customer, eq(customer.id, credit.userId))
    .where(eq(credit.orderId, orderId))
    .orderBy(asc(credit.createdAt), asc(credit.id));
}

/**
 * The receipt of an order: the buyer's e-mail whose subject is a receipt's and whose text carries the
 * order's number (every receipt states it; receipts sent before numbers existed gave its id), the latest if it was ever sent twice. Once the outbox's
 * retention has cleared an old message's body, only its subject is left: then the first receipt of
 * the same course sent to the buyer since the payment is the one.
 */
export async function selectReceipt(
  db: Executor,
  order: { id: string; number: string | null; email: string; title: string; paidAt: Date | null },
  subjectPrefixes: string[],
) {
  const [row] = await db
    .select()
    .from(sentMail)
    .where(
      and(
        eq(sentMail.to, order.email),
        or(...subjectPrefixes.map((prefix) => ilike(sentMail.subject, `${prefix}%`))),
        or(
          ilike(sentMail.text, containing(order.id)),
          // Receipts name the order by its number: followed by no further digit, so 2026-0042 is not 2026-00421.
          order.number ? sql`${sentMail.text} ~ ${`: ${order.number}([^0-9]|$)`}` : undefined,
        ),
      ),
    )
    .orderBy(desc(sentMail.createdAt), desc(sentMail.id))
    .limit(1);
  if (row || !order.paidAt) return row;
  const [cleared] = await db
    .select()
    .from(sentMail)
    .where(
      and(
        eq(sentMail.to, order.email),
        inArray(
          sentMail.subject,
          subjectPrefixes.map((prefix) => `${prefix} ${order.title}`),
        ),
        eq(sentMail.text, ''),
        gte(sentMail.createdAt, order.paidAt),
      ),
    )
    .orderBy(asc(sentMail.createdAt), asc(sentMail.id))
    .limit(1);
  return cleared;
}
