import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { selectOldestFirst } from '../../../db/oldest-first.js';
import { courseWaitlist, orderRefunds, orders } from '../../../db/schema/orders.js';
import { courseView } from '../../catalogue/views/catalogue.views.js';

const course = courseView();

/** Every order of the customer, whatever its status, oldest first. */
export async function selectOrdersOf(db: Executor, userId: number) {
  return selectOldestFirst(db, orders, eq(orders.userId, userId), orders.createdAt);
}

export async function selectRefundsOf(db: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return selectOldestFirst(db, orderRefunds, inArray(orderRefunds.orderId, orderIds), orderRefunds.createdAt);
}

export async function selectWaitingListsOf(db: Executor, userId: number) {
  return db
    .select({ course: course.title, status: courseWaitlist.status, createdAt: courseWaitlist.createdAt })
    .from(courseWaitlist)
    .innerJoin(course, eq(course.id, courseWaitlist.courseId))
    .where(eq(courseWaitlist.userId, userId))
    .orderBy(asc(courseWaitlist.createdAt));
}

/** Removes the waiting-list rows; answers the courses whose seat offers may now go to the next in line. */
export async function deleteWaitingListsOf(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .delete(courseWaitlist)
    .where(eq(courseWaitlist.userId, userId))
    .returning({ courseId: courseWaitlist.courseId });
  return rows.map((row) => row.courseId);
}

/** Open checkouts end as cancelled, releasing any seat they held; answers the courses of those seats. */
export async function cancelOpenOrdersOf(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .update(orders)
    .set({ status: 'cancelled', holdExpiresAt: null })
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending')))
    .returning({ courseId: orders.courseId });
  return rows.flatMap((row) => (row.courseId === null ? [] : [row.courseId]));
}
