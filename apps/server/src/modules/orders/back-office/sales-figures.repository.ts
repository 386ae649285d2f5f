import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { orders } from '../../../db/schema/orders.js';

/** The paid orders of [from, to), by when they were paid, and what they took, in one query. */
export async function selectPaidSales(
  db: Executor,
  window: { from: Date; to: Date },
): Promise<{ count: number; cents: number }> {
  const paidAt = sql`coalesce(${orders.paidAt}, ${orders.createdAt})`;
  const [row] = await db
    .select({ count: sql<number>`count(*)`, cents: sql<number>`coalesce(sum(${orders.amountCents}), 0)` })
    .from(orders)
    .where(and(eq(orders.status, 'paid'), gte(paidAt, window.from), lt(paidAt, window.to)));
  return { count: Number(row?.count ?? 0), cents: Number(row?.cents ?? 0) };
}
