import { and, desc, eq, notExists, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { orders, users } from '../../db/schema/index.js';

export interface CustomerPurchaseRow {
  name: string;
  surname: string;
  email: string;
  phoneNumber: string | null;
  /** Null on the row of a customer who bought nothing yet. */
  title: string | null;
  amountCents: number | null;
  online: boolean;
}

const customer = {
  name: users.name,
  surname: users.surname,
  email: users.email,
  phoneNumber: users.phoneNumber,
};

/**
 * The customer table in one query: every paid order with its buyer, and every customer without
 * a paid order, newest first (an order by when it was paid, a customer by when they registered).
 */
export async function selectCustomerPurchases(db: Executor): Promise<CustomerPurchaseRow[]> {
  const purchases = db
    .select({
      ...customer,
      title: sql<string | null>`${orders.courseTitle}`.as('title'),
      amountCents: sql<number | null>`${orders.amountCents}`.as('amount_cents'),
      online: sql<boolean>`${orders.onlineCourseId} is not null`.as('online'),
      sortAt: sql<Date>`coalesce(${orders.paidAt}, ${orders.createdAt})`.as('sort_at'),
      sortId: sql<string>`${orders.id}::text`.as('sort_id'),
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.status, 'paid'));
  const withoutPurchases = db
    .select({
      ...customer,
      title: sql<string | null>`null::text`.as('title'),
      amountCents: sql<number | null>`null::integer`.as('amount_cents'),
      online: sql<boolean>`false`.as('online'),
      sortAt: sql<Date>`${users.createdAt}`.as('sort_at'),
      sortId: sql<string>`${users.id}::text`.as('sort_id'),
    })
    .from(users)
    .where(
      and(
        eq(users.group, 'user'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(orders)
            .where(and(eq(orders.userId, users.id), eq(orders.status, 'paid'))),
        ),
      ),
    );
  const rows = await unionAll(purchases, withoutPurchases).orderBy(desc(sql`sort_at`), desc(sql`sort_id`));
  return rows.map((row) => ({
    name: row.name,
    surname: row.surname,
    email: row.email,
    phoneNumber: row.phoneNumber,
    title: row.title,
    amountCents: row.amountCents === null ? null : Number(row.amountCents),
    online: Boolean(row.online),
  }));
}
