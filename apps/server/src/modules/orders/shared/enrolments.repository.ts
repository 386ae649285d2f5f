import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { enrolments, orders } from '../../../db/schema/orders.js';
import type { ProductKind } from './orders.repository.js';

/**
 * A customer's enrolments of one kind, most recently bought first, each with its product's id, its
 * order's number and any balance still due, in one query.
 */
export async function selectEnrolmentsOf(db: Executor, userId: number, kind: ProductKind) {
  const productId = kind === 'course' ? enrolments.courseId : enrolments.onlineCourseId;
  const rows = await db
    .select({
      productId,
      purchasedAt: enrolments.createdAt,
      orderNumber: orders.number,
      balanceDueCents: sql<number>`coalesce(${orders.balanceDueCents}, 0)`,
    })
    .from(enrolments)
    .leftJoin(orders, eq(orders.id, enrolments.orderId))
    .where(and(eq(enrolments.userId, userId), isNotNull(productId)))
    .orderBy(desc(enrolments.createdAt), desc(enrolments.id));
  return rows.map((row) => ({ ...row, productId: row.productId!, balanceDueCents: Number(row.balanceDueCents) }));
}

/**
 * Records that the customer began watching an online course they own (the first time only): from then on
 * the content is being supplied and, by the waiver given at checkout, the sale can no longer be withdrawn.
 */
export async function markViewingStarted(db: Executor, userId: number, onlineCourseId: number, at: Date) {
  await db
    .update(enrolments)
    .set({ viewingStartedAt: at })
    .where(
      and(
        eq(enrolments.userId, userId),
        eq(enrolments.onlineCourseId, onlineCourseId),
        sql`${enrolments.viewingStartedAt} is null`,
      ),
    );
}

/** Whether the user owns any course, in person or online. */
export async function ownsAnyCourse(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: enrolments.id }).from(enrolments).where(eq(enrolments.userId, userId)).limit(1);
  return row !== undefined;
}
