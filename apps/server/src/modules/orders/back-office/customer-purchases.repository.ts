import { and, desc, eq, ilike, isNull, notExists, or, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client.js';
import { orders } from '../../../db/schema/orders.js';
import { customerView } from '../../accounts/views/accounts.views.js';

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

const account = customerView();

const customer = {
  name: account.name,
  surname: account.surname,
  email: account.email,
  phoneNumber: account.phoneNumber,
};

/** `%` and `_` typed in the search box are literal characters, not patterns. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A search matches the customer's name, surname, both, or e-mail, and a purchase's title. */
function customerMatches(pattern: string | undefined): SQL | undefined {
  if (!pattern) return undefined;
  return or(
    ilike(account.name, pattern),
    ilike(account.surname, pattern),
    ilike(sql`${account.name} || ' ' || ${account.surname}`, pattern),
    ilike(account.email, pattern),
  );
}

/**
 * Every paid order with its buyer, and every customer without a paid order, newest first (an order
 * by when it was paid, a customer by when they registered), optionally only those a search finds.
 */
function customerPurchases(db: Executor, search?: string) {
  const pattern = search ? containing(search) : undefined;
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
    .innerJoin(account, eq(account.id, orders.userId))
    .where(
      and(
        eq(orders.status, 'paid'),
        pattern ? or(customerMatches(pattern), ilike(orders.courseTitle, pattern)) : undefined,
      ),
    );
  const withoutPurchases = db
    .select({
      ...customer,
      title: sql<string | null>`null::text`.as('title'),
      amountCents: sql<number | null>`null::integer`.as('amount_cents'),
      online: sql<boolean>`false`.as('online'),
      sortAt: sql<Date>`${account.createdAt}`.as('sort_at'),
      sortId: sql<string>`${account.id}::text`.as('sort_id'),
    })
    .from(account)
    .where(
      and(
        eq(account.group, 'user'),
        // A deleted account without purchases has nothing the business must keep to show.
        isNull(account.deletedAt),
        customerMatches(pattern),
        notExists(
          db
            .select({ one: sql`1` })
            .from(orders)
            .where(and(eq(orders.userId, account.id), eq(orders.status, 'paid'))),
        ),
      ),
    );
  return unionAll(purchases, withoutPurchases);
}

/** The union as one subquery, to page through or read in batches. */
function customerRows(db: Executor, search?: string) {
  return customerPurchases(db, search).as('customer_rows');
}

/** What a row of the table shows (a `CustomerPurchaseRow`), read from `customerRows`. */
function purchaseColumns(table: ReturnType<typeof customerRows>) {
  return {
    name: table.name,
    surname: table.surname,
    email: table.email,
    phoneNumber: table.phoneNumber,
    title: table.title,
    amountCents: table.amountCents,
    online: table.online,
  };
}

/** The union's sums and flags may come back as text: numbers and booleans again. */
const toPurchaseRow = (row: CustomerPurchaseRow): CustomerPurchaseRow => ({
  name: row.name,
  surname: row.surname,
  email: row.email,
  phoneNumber: row.phoneNumber,
  title: row.title,
  amountCents: row.amountCents === null ? null : Number(row.amountCents),
  online: Boolean(row.online),
});

/** The whole customer table in one query. */
export async function selectCustomerPurchases(db: Executor): Promise<CustomerPurchaseRow[]> {
  const rows = await customerPurchases(db).orderBy(desc(sql`sort_at`), desc(sql`sort_id`));
  return rows.map(toPurchaseRow);
}

/** One page of the table and how many rows match in all, in one query (a window over the same rows). */
export async function selectCustomerPage(
  db: Executor,
  search: string | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: CustomerPurchaseRow[]; total: number }> {
  const table = customerRows(db, search);
  const page = await db
    .select({
      ...purchaseColumns(table),
      total: sql<number>`count(*) over ()`,
    })
    .from(table)
    .orderBy(desc(table.sortAt), desc(table.sortId))
    .limit(limit)
    .offset(offset);
  if (page.length > 0) return { rows: page.map(toPurchaseRow), total: Number(page[0]!.total) };
  if (offset === 0) return { rows: [], total: 0 };
  const [count] = await db.select({ total: sql<number>`count(*)` }).from(table);
  return { rows: [], total: Number(count?.total ?? 0) };
}

/** Where an export batch ended: the last row's sort time exactly as stored, and its id. */
export interface CustomerCursor {
  sortAt: string;
  sortId: string;
}

/** The next batch of the whole table after `after`, read by position (never by offset) for the export. */
export async function selectCustomerBatch(
  db: Executor,
  after: CustomerCursor | null,
  limit: number,
): Promise<Array<CustomerPurchaseRow & { cursor: CustomerCursor }>> {
  const table = customerRows(db);
  const rows = await db
    .select({
      ...purchaseColumns(table),
      sortAt: sql<string>`${table.sortAt}::text`,
      sortId: table.sortId,
    })
    .from(table)
    .where(
      after ? sql`(${table.sortAt}, ${table.sortId}) < (${after.sortAt}::timestamptz, ${after.sortId})` : undefined,
    )
    .orderBy(desc(table.sortAt), desc(table.sortId))
    .limit(limit);
  return rows.map((row) => ({ ...toPurchaseRow(row), cursor: { sortAt: row.sortAt, sortId: row.sortId } }));
}
