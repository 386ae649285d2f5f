import type { WithdrawalStatus } from '@cammini/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { withdrawals } from '../../db/schema/banking.js';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

export async function insertWithdrawal(db: Executor, values: { userId: number; amountCents: number; iban: string }) {
  const [row] = await db.insert(withdrawals).values(values).returning();
  if (!row) throw new Error('withdrawal not inserted');
  return row;
}

/** The customer's own requests, newest first. */
export async function selectWithdrawalsOf(db: Executor, userId: number) {
  return db
    .select({
      id: withdrawals.id,
      amountCents: withdrawals.amountCents,
      status: withdrawals.status,
      requestedAt: withdrawals.requestedAt,
    })
    .from(withdrawals)
    .where(eq(withdrawals.userId, userId))
    .orderBy(desc(withdrawals.requestedAt), desc(withdrawals.id));
}

export async function findWithdrawalOwnerId(db: Executor, id: number): Promise<number | undefined> {
  const [row] = await db.select({ userId: withdrawals.userId }).from(withdrawals).where(eq(withdrawals.id, id));
  return row?.userId;
}

export async function lockWithdrawal(db: Executor, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  return row;
}

export async function setWithdrawalStatus(db: Executor, id: number, status: WithdrawalStatus): Promise<void> {
  await db.update(withdrawals).set({ status, updatedAt: sql`now()` }).where(eq(withdrawals.id, id));
}
