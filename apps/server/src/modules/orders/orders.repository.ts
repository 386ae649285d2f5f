import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { courses, enrolments, lessons, members, onlineCourses, orders, users } from '../../db/schema/index.js';
import { titleMatches } from '../../lib/titles.js';

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
}

export async function findCourseProduct(db: Executor, rawTitle: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(courses).where(titleMatches(courses.title, rawTitle)).limit(1);
  return row && { kind: 'course', ...row, lessonsCount: null };
}

export async function findOnlineCourseProduct(db: Executor, rawTitle: string): Promise<ProductRow | undefined> {
  const [row] = await db
    .select({
      course: onlineCourses,
      // Column names are spelled out: inside a subquery drizzle leaves them unqualified.
      lessonsCount: sql<number>`(select count(*) from ${lessons} l where l.online_course_id = "online_courses"."id")`,
    })
    .from(onlineCourses)
    .where(titleMatches(onlineCourses.title, rawTitle))
    .limit(1);
  return (
    row && {
      kind: 'onlineCourse',
      ...row.course,
      startDate: null,
      seats: null,
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

export async function insertOrder(db: Executor, values: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  if (!row) throw new Error('order not created');
  return row;
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
 * A new open order, unless the customer already has one for that course: the unique index decides,
 * also between concurrent requests and instances, and the loser gets nothing instead of an error.
 */
export async function insertOpenOrder(db: Executor, values: typeof orders.$inferInsert): Promise<OrderRow | undefined> {
  const [row] = await db
    .insert(orders)
    .values({ ...values, status: 'pending' })
    .onConflictDoNothing()
    .returning();
  return row;
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
 * An open order that never got its checkout within `seconds` (the process stopped during the provider's
 * call) is cancelled, freeing the place for a new one. Without a checkout it cannot have been paid.
 */
export async function cancelAbandonedOpening(db: Executor, id: string, seconds: number): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ status: 'cancelled' })
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

/** Closes an open order (its checkout failed, or belongs to a provider no longer configured). */
export async function closeOpenOrder(db: Executor, id: string, status: 'failed' | 'cancelled'): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ status })
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

export async function setOrderStatus(
  db: Executor,
  id: string,
  values: { status: OrderRow['status']; paidAt?: Date },
): Promise<OrderRow> {
  const [row] = await db.update(orders).set(values).where(eq(orders.id, id)).returning();
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
  const [course] =
    order.courseId !== null
      ? await db.select({ memberId: courses.authorMemberId }).from(courses).where(eq(courses.id, order.courseId))
      : order.onlineCourseId !== null
        ? await db
            .select({ memberId: onlineCourses.authorMemberId })
            .from(onlineCourses)
            .where(eq(onlineCourses.id, order.onlineCourseId))
        : [];
  if (!course?.memberId) return null;
  const [row] = await db
    .select({ userId: users.id })
    .from(members)
    .innerJoin(users, eq(users.email, sql`lower(${members.email})`))
    .where(eq(members.id, course.memberId))
    .limit(1);
  return row?.userId ?? null;
}

export async function findBuyer(db: Executor, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      surname: users.surname,
      language: users.language,
      referrerId: users.referrerId,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
