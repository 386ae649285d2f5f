import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { identityDocuments, withdrawals } from '../../db/schema/banking.js';
import { orders } from '../../db/schema/orders.js';
import { BUSINESS_TIME_ZONE } from '../../lib/business-day.js';

export interface SummaryCounts {
  salesCount: number;
  salesCents: number;
  newCustomers: number;
  pendingDocuments: number;
  pendingWithdrawals: number;
  pendingWithdrawalCents: number;
}

/** Every dashboard figure in one query; the month is the one that contains `now`, in the business's time zone. */
export async function selectSummaryCounts(db: Executor, now: Date): Promise<SummaryCounts> {
  const localMonth = sql`date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${BUSINESS_TIME_ZONE})`;
  const from = sql`(${localMonth} at time zone ${BUSINESS_TIME_ZONE})`;
  const to = sql`((${localMonth} + interval '1 month') at time zone ${BUSINESS_TIME_ZONE})`;
  const paidAt = sql`coalesce(${orders.paidAt}, ${orders.createdAt})`;
  const sales = and(eq(orders.status, 'paid'), gte(paidAt, from), lt(paidAt, to));
  const newCustomers = and(eq(users.group, 'user'), gte(users.createdAt, from), lt(users.createdAt, to));
  const [row] = await db
    .select({
      salesCount: sql<number>`(select count(*) from ${orders} where ${sales})`,
      salesCents: sql<number>`(select coalesce(sum(${orders.amountCents}), 0) from ${orders} where ${sales})`,
      newCustomers: sql<number>`(select count(*) from ${users} where ${newCustomers})`,
      pendingDocuments: sql<number>`(select count(*) from ${identityDocuments} where ${eq(identityDocuments.status, 'pending')})`,
      pendingWithdrawals: sql<number>`(select count(*) from ${withdrawals} where ${eq(withdrawals.status, 'In attesa')})`,
      pendingWithdrawalCents: sql<number>`(select coalesce(sum(${withdrawals.amountCents}), 0) from ${withdrawals} where ${eq(withdrawals.status, 'In attesa')})`,
    })
    .from(sql`(select 1) as one`);
  return {
    salesCount: Number(row?.salesCount ?? 0),
    salesCents: Number(row?.salesCents ?? 0),
    newCustomers: Number(row?.newCustomers ?? 0),
    pendingDocuments: Number(row?.pendingDocuments ?? 0),
    pendingWithdrawals: Number(row?.pendingWithdrawals ?? 0),
    pendingWithdrawalCents: Number(row?.pendingWithdrawalCents ?? 0),
  };
}
