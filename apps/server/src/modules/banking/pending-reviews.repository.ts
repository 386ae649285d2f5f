import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { identityDocuments, withdrawals } from '../../db/schema/banking.js';

export interface PendingReviews {
  documents: number;
  withdrawals: number;
  withdrawalCents: number;
}

/** The identity documents and the withdrawals waiting for the admin, and the withdrawals' sum, in one query. */
export async function selectPendingReviews(db: Executor): Promise<PendingReviews> {
  const waiting = eq(withdrawals.status, 'In attesa');
  const [row] = await db
    .select({
      documents: sql<number>`(select count(*) from ${identityDocuments} where ${eq(identityDocuments.status, 'pending')})`,
      withdrawals: sql<number>`(select count(*) from ${withdrawals} where ${waiting})`,
      withdrawalCents: sql<number>`(select coalesce(sum(${withdrawals.amountCents}), 0) from ${withdrawals} where ${waiting})`,
    })
    .from(sql`(select 1) as one`);
  return {
    documents: Number(row?.documents ?? 0),
    withdrawals: Number(row?.withdrawals ?? 0),
    withdrawalCents: Number(row?.withdrawalCents ?? 0),
  };
}
