import type { WithdrawalStatus } from '@cammini/contract';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { earnings, users, withdrawals } from '../../db/schema/index.js';

export type EarningKind = (typeof earnings.$inferInsert)['kind'];

/** A cancelled request gives its amount back; every other status keeps it out of the balance. */
export const RELEASING_STATUS: WithdrawalStatus = 'Annullato';

/**
 * Appends a credit to the ledger. An order credits each kind at most once (a unique key), so
 * confirming an order again credits nothing more.
 */
export async function insertEarning(
  db: Executor,
  values: { userId: number; kind: EarningKind; amountCents: number; orderId: string },
): Promise<void> {
  await db.insert(earnings).values(values).onConflictDoNothing();
}

export interface LedgerSums {
  referralCents: number;
  memberCents: number;
  /** Withdrawal requests that hold money: every one not cancelled. */
  withdrawnCents: number;
}

/** The one query every balance is computed from: credits by kind, and the requests that hold money. */
export async function sumLedger(db: Executor, userId: number): Promise<LedgerSums> {
  const [row] = await db
    .select({
      referralCents: sql<string>`coalesce((select sum(${earnings.amountCents}) from ${earnings} where ${earnings.userId} = ${userId} and ${earnings.kind} = 'referral'), 0)`,
      memberCents: sql<string>`coalesce((select sum(${earnings.amountCents}) from ${earnings} where ${earnings.userId} = ${userId} and ${earnings.kind} = 'member'), 0)`,
      withdrawnCents: sql<string>`coalesce((select sum(${withdrawals.amountCents}) from ${withdrawals} where ${withdrawals.userId} = ${userId} and ${withdrawals.status} <> ${RELEASING_STATUS}), 0)`,
    })
    .from(sql`(select 1) as one`);
  return {
    referralCents: Number(row?.referralCents ?? 0),
    memberCents: Number(row?.memberCents ?? 0),
    withdrawnCents: Number(row?.withdrawnCents ?? 0),
  };
}

/**
 * Locks the customer's row until the transaction ends. Every change that can lower a balance
 * takes this lock first, so two of them for one customer run one after the other.
 */
export async function lockLedgerOwner(db: Executor, userId: number) {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name, language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}
