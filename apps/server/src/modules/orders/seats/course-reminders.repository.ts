import { and, between, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { enrolments, orders } from '../../../db/schema/orders.js';
import { course, courseScheduleColumns } from '../shared/course-schedule.repository.js';
import { customer } from '../shared/orders.repository.js';

const recipient = { email: customer.email, name: customer.name, language: customer.language };
// The reminders read only courses with a start date (they select by it).
const courseFacts = {
  id: course.id,
  title: course.title,
  ...courseScheduleColumns,
  startDate: sql<string>`${course.startDate}::text`,
};

/**
 * Deposit orders still owing their balance and not yet reminded, of courses starting between `from` and
 * `until` (ISO days), with the buyer and the course; locked, skipping rows another run holds.
 */
export async function selectDueBalanceReminders(db: Executor, from: string, until: string) {
  return db
    .select({ orderId: orders.id, balanceDueCents: orders.balanceDueCents, to: recipient, course: courseFacts })
    .from(orders)
    .innerJoin(course, eq(course.id, orders.courseId))
    .innerJoin(customer, eq(customer.id, orders.userId))
    .where(
      and(
        eq(orders.payment, 'deposit'),
        eq(orders.status, 'paid'),
        gt(orders.balanceDueCents, 0),
        isNull(orders.balanceRemindedAt),
        between(course.startDate, from, until),
      ),
    )
    .for('update', { of: orders, skipLocked: true });
}

export async function markBalancesReminded(db: Executor, orderIds: string[], now: Date): Promise<void> {
  if (orderIds.length === 0) return;
  await db.update(orders).set({ balanceRemindedAt: now }).where(inArray(orders.id, orderIds));
}

/**
 * Enrolments not yet reminded of courses (not drafts) starting between `from` and `until`, with the
 * customer, the course and any balance due; locked, skipping rows another run holds.
 */
export async function selectDueCourseReminders(db: Executor, from: string, until: string) {
  return db
    .select({
      enrolmentId: enrolments.id,
      balanceDueCents: sql<number>`coalesce(${orders.balanceDueCents}, 0)`,
      to: recipient,
      course: courseFacts,
    })
    .from(enrolments)
    .innerJoin(course, eq(course.id, enrolments.courseId))
    .innerJoin(customer, eq(customer.id, enrolments.userId))
    .leftJoin(orders, eq(orders.id, enrolments.orderId))
    .where(and(isNull(enrolments.remindedAt), ne(course.status, 'draft'), between(course.startDate, from, until)))
    .for('update', { of: enrolments, skipLocked: true });
}

export async function markEnrolmentsReminded(db: Executor, enrolmentIds: number[], now: Date): Promise<void> {
  if (enrolmentIds.length === 0) return;
  await db.update(enrolments).set({ remindedAt: now }).where(inArray(enrolments.id, enrolmentIds));
}

/** Everyone enrolled in a course, to be told of a change. */
export async function selectEnrolledPeople(db: Executor, courseId: number) {
  return db
    .select({ ...recipient, surname: customer.surname })
    .from(enrolments)
    .innerJoin(customer, eq(customer.id, enrolments.userId))
    .where(eq(enrolments.courseId, courseId));
}

/** A course moved to another day is reminded of again before its new date. */
export async function forgetReminders(db: Executor, courseId: number): Promise<void> {
  await db.update(enrolments).set({ remindedAt: null }).where(eq(enrolments.courseId, courseId));
  await db.update(orders).set({ balanceRemindedAt: null }).where(eq(orders.courseId, courseId));
}
