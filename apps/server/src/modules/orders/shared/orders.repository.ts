import { and, eq, gt, inArray, isNull, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { enrolments, orderNumberCounters, orders } from '../../../db/schema/orders.js';
import { businessYear } from '../../../lib/business-day.js';
import { titleMatches } from '../../../lib/titles.js';
import { customerNameColumns, customerView } from '../../accounts/views/accounts.views.js';
import { courseView, memberView, onlineCourseView } from '../../catalogue/views/catalogue.views.js';

/** An order's customer as accounts lends it: join on `customer.id`. */
export const customer = customerView();
const course = courseView();
const onlineCourse = onlineCourseView();
const member = memberView();

/** An order's number and payment with its customer's name and address, as the admin's lists show them (joined on `customer`). */
export const orderWithCustomer = {
  orderId: orders.id,
  orderNumber: orders.number,
  ...customerNameColumns(customer),
  payment: orders.payment,
};

export type OrderRow = typeof orders.$inferSelect;
export type ProductKind = 'course' | 'onlineCourse';

/** A course as checkout sees it: what it costs, who teaches it, what to show. */
export interface ProductRow {
  kind: ProductKind;
  id: number;
  title: string;
  category: string;
  author: string;
  authorMemberId: number | null;
  priceCents: number;
  affiliatePriceCents: number;
  facilitatorPriceCents: number;
  coverImage: string | null;
  startDate: string | null;
  lessonsCount: number | null;
  status: 'draft' | 'published' | 'archived';
  /** In-person courses: places for sale (null: no limit). */
  seats: number | null;
  /** In-person courses: bookings can be cancelled from the site for a full refund (sale-finality.ts). */
  freeCancellation: boolean;
}

export async function findCourseProduct(db: Executor, rawTitle: string): Promise<ProductRow | undefined> {
  const [row] = await db
    .select({
      id: course.id,
      title: course.title,
      category: course.category,
      author: course.author,
      authorMemberId: course.authorMemberId,
      priceCents: course.priceCents,
      affiliatePriceCents: course.affiliatePriceCents,
      facilitatorPriceCents: course.facilitatorPriceCents,
      coverImage: course.coverImage,
      startDate: course.startDate,
      status: course.status,
      seats: course.seats,
      freeCancellation: course.freeCancellation,
    })
    .from(course)
    .where(titleMatches(course.title, rawTitle))
    .limit(1);
  return row && { kind: 'course', ...row, lessonsCount: null };
}

export async function findOnlineCourseProduct(db: Executor, rawTitle: string): Promise<ProductRow | undefined> {
  const [row] = await db
    .select({
      course: {
        id: onlineCourse.id,
        title: onlineCourse.title,
        category: onlineCourse.category,
        author: onlineCourse.author,
        authorMemberId: onlineCourse.authorMemberId,
        priceCents: onlineCourse.priceCents,
        affiliatePriceCents: onlineCourse.affiliatePriceCents,
        facilitatorPriceCents: onlineCourse.facilitatorPriceCents,
        coverImage: onlineCourse.coverImage,
        status: onlineCourse.status,
      },
      lessonsCount: onlineCourse.lessonsCount,
    })
    .from(onlineCourse)
    .where(titleMatches(onlineCourse.title, rawTitle))
    .limit(1);
  return (
    row && {
      kind: 'onlineCourse',
      ...row.course,
      startDate: null,
      seats: null,
      freeCancellation: false,
      lessonsCount: Number(row.lessonsCount),
    }
  );
}

const productColumn = (kind: ProductKind) => (kind === 'course' ? enrolments.courseId : enrolments.onlineCourseId);

export async function userOwnsProduct(db: Executor, userId: number, kind: ProductKind, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(productColumn(kind), id)))
    .limit(1);
  return rows.length > 0;
}

/** The customer's paid deposit booking of a course that still has a balance to pay. */
export async function findBookingWithBalanceDue(
  db: Executor,
  userId: number,
  courseId: number,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.courseId, courseId),
        eq(orders.payment, 'deposit'),
        eq(orders.status, 'paid'),
        gt(orders.balanceDueCents, 0),
      ),
    )
    .limit(1);
  return row;
}

/** A deposit booking's balance is paid (by card, or as the admin records, on site): nothing more is due. */
export async function markBalancePaid(db: Executor, bookingId: string, paid: { paidAt: Date; onSite: boolean }) {
  const [row] = await db
    .update(orders)
    .set({ balanceDueCents: 0, balancePaidAt: paid.paidAt, balancePaidOnSite: paid.onSite })
    .where(and(eq(orders.id, bookingId), gt(orders.balanceDueCents, 0)))
    .returning();
  return row;
}

const orderProductColumn = (kind: ProductKind) => (kind === 'course' ? orders.courseId : orders.onlineCourseId);

/** The customer's open (pending) order for a course: the partial unique indexes allow at most one. */
export async function findOpenOrder(
  db: Executor,
  userId: number,
  kind: ProductKind,
  productId: number,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orderProductColumn(kind), productId), eq(orders.status, 'pending')))
    .limit(1);
  return row;
}

/**
 * The buyer accepted the terms of sale again on their open checkout: its record follows the latest
 * acceptance, the one given for the payment still to be made.
 */
export async function recordTermsAcceptance(
  db: Executor,
  orderId: string,
  terms: { version: number; acceptedAt: Date },
): Promise<void> {
  await db
    .update(orders)
    .set({ termsVersion: terms.version, termsAcceptedAt: terms.acceptedAt })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')));
}

/** How an order's number reads: its year and its place in that year, four digits at least ("2026-0042"). */
export const formatOrderNumber = (year: number, place: number) => `${year}-${String(place).padStart(4, '0')}`;

/**
 * The next order number of `year`, taken inside the caller's transaction: the counter's row stays locked
 * until that transaction ends, so concurrent orders wait their turn, and a transaction rolled back gives
 * its number back. No number is skipped or given twice.
 */
export async function takeOrderNumber(tx: Executor, year: number): Promise<string> {
  const [row] = await tx
    .insert(orderNumberCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: orderNumberCounters.year, set: { last: sql`${orderNumberCounters.last} + 1` } })
    .returning({ last: orderNumberCounters.last });
  if (!row) throw new Error('order number not taken');
  return formatOrderNumber(year, row.last);
}

/**
 * A new open order with the next number of the year (in Rome, at `now`), unless the customer already
 * has one for that course: the unique index decides, also between concurrent requests and instances,
 * and the loser gets nothing instead of an error. The number and the order are written in one
 * transaction (a savepoint inside the caller's): the loser's number is given back, leaving no gap.
 */
export async function insertOpenOrder(
  db: Executor,
  values: typeof orders.$inferInsert,
  now: Date,
): Promise<OrderRow | undefined> {
  try {
    return await db.transaction(async (tx) => {
      const number = await takeOrderNumber(tx, businessYear(now));
      const [row] = await tx
        .insert(orders)
        .values({ ...values, number, status: 'pending' })
        .onConflictDoNothing()
        .returning();
      if (!row) tx.rollback();
      return row;
    });
  } catch (error) {
    if (error instanceof TransactionRollbackError) return undefined;
    throw error;
  }
}

/** Records the provider's checkout of an order still open and still without one. */
export async function attachCheckout(db: Executor, id: string, checkoutId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ providerCheckoutId: checkoutId })
    .where(and(eq(orders.id, id), eq(orders.status, 'pending'), isNull(orders.providerCheckoutId)))
    .returning();
  return row;
}

/**
 * An order keeps a seat hold only while it is open: every write that closes one ends its hold in the
 * same statement, so no closed order is ever counted as holding a seat, nor spares a later payment of it
 * the seat count (order-confirmation.service.ts).
 */
const closing = <S extends OrderRow['status']>(status: S) => ({ status, holdExpiresAt: null });

/**
 * An open order that never got its checkout within `seconds` (the process stopped during the provider's
 * call) is cancelled, freeing the place for a new one. Without a checkout it cannot have been paid.
 */
export async function cancelAbandonedOpening(db: Executor, id: string, seconds: number): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set(closing('cancelled'))
    .where(
      and(
        eq(orders.id, id),
        eq(orders.status, 'pending'),
        isNull(orders.providerCheckoutId),
        sql`${orders.createdAt} < now() - make_interval(secs => ${seconds})`,
      ),
    )
    .returning({ id: orders.id });
  return rows.length > 0;
}

/**
 * Closes an open order, ending its seat hold (its checkout failed, belongs to a provider no longer
 * configured, or was replaced by one for another payment). A payment still made on it is confirmed all
 * the same, and counted against the seats like any other that holds none.
 */
export async function closeOpenOrder(db: Executor, id: string, status: 'failed' | 'cancelled'): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set(closing(status))
    .where(and(eq(orders.id, id), eq(orders.status, 'pending')))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** Records the refund of a payment that was not enrolled (a duplicate, or one that came sold out), once. */
export async function markRefunded(
  db: Executor,
  id: string,
  values: { refundedAt: Date; refundReference: string },
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set(values)
    .where(and(eq(orders.id, id), inArray(orders.status, ['duplicate', 'soldOut']), isNull(orders.refundedAt)))
    .returning();
  return row;
}

export async function setOrderCheckoutId(db: Executor, id: string, checkoutId: string): Promise<void> {
  await db.update(orders).set({ providerCheckoutId: checkoutId }).where(eq(orders.id, id));
}

export async function findOrderById(db: Executor, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

export async function findOrderByCheckout(
  db: Executor,
  provider: string,
  checkoutId: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.provider, provider), eq(orders.providerCheckoutId, checkoutId)))
    .limit(1);
  return row;
}

/** Takes the order's row lock: concurrent confirmations of one order queue here, one at a time. */
export async function lockOrder(db: Executor, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1).for('update');
  return row;
}

/** Settles an order: it leaves `pending` (paid, failed, duplicate, sold out), and with it its seat hold. */
export async function setOrderStatus(
  db: Executor,
  id: string,
  values: { status: Exclude<OrderRow['status'], 'pending'>; paidAt?: Date },
): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set({ ...closing(values.status), paidAt: values.paidAt })
    .where(eq(orders.id, id))
    .returning();
  if (!row) throw new Error('order vanished');
  return row;
}

/** One enrolment per order and per customer and course; false when the customer already owned it. */
export async function insertEnrolment(db: Executor, order: OrderRow): Promise<boolean> {
  if (order.courseId === null && order.onlineCourseId === null) return false;
  const rows = await db
    .insert(enrolments)
    .values({
      userId: order.userId,
      courseId: order.courseId,
      onlineCourseId: order.onlineCourseId,
      orderId: order.id,
    })
    .onConflictDoNothing()
    .returning({ id: enrolments.id });
  return rows.length > 0;
}

/** The user account, if any, of the facilitator member who authors the course of an order. */
export async function findFacilitatorUserId(db: Executor, order: OrderRow): Promise<number | null> {
  const [author] =
    order.courseId !== null
      ? await db.select({ memberId: course.authorMemberId }).from(course).where(eq(course.id, order.courseId))
      : order.onlineCourseId !== null
        ? await db
            .select({ memberId: onlineCourse.authorMemberId })
            .from(onlineCourse)
            .where(eq(onlineCourse.id, order.onlineCourseId))
        : [];
  if (!author?.memberId) return null;
  const [row] = await db
    .select({ userId: customer.id })
    .from(member)
    .innerJoin(customer, eq(customer.email, sql`lower(${member.email})`))
    .where(eq(member.id, author.memberId))
    .limit(1);
  return row?.userId ?? null;
}

export async function findBuyer(db: Executor, userId: number) {
  const [row] = await db
    .select({
      id: customer.id,
      email: customer.email,
      name: customer.name,
      surname: customer.surname,
      language: customer.language,
      referrerId: customer.referrerId,
    })
    .from(customer)
    .where(eq(customer.id, userId))
    .limit(1);
  return row;
}

/** What of an in-person course decides when its sales are final: free cancellation and the start date. */
export async function findCourseCancellationTerms(db: Executor, courseId: number) {
  const [row] = await db
    .select({ freeCancellation: course.freeCancellation, startDate: course.startDate })
    .from(course)
    .where(eq(course.id, courseId))
    .limit(1);
  return row;
}
