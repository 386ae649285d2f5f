import type { WithdrawalStatus } from '@cammini/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users, withdrawals } from '../../db/schema/index.js';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** Every request with its customer, newest first, in one query. */
export async function selectWithdrawalsWithCustomers(db: Executor) {
  return db
    .select({
      id: withdrawals.id,
      name: users.name,
      surname: users.surname,
      email: users.email,
      taxCode: users.taxCode,
      iban: withdrawals.iban,
      amountCents: withdrawals.amountCents,
      status: withdrawals.status,
      requestedAt: withdrawals.requestedAt,
    })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
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
