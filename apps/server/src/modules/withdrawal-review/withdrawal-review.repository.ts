import type { WithdrawalStatus } from '@cammini/contract';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { earnings, users, withdrawals } from '../../db/schema/index.js';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** Every request with its customer, newest first, in one query. */
export async function selectWithdrawalsWithCustomers(db: Executor) {
  return db
    .select({
      id: withdrawals.id,
      name: users.name,
      surname: users.surname,
      email: users.email,
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

/**
 * Locks the customer's row until the transaction ends. Every change that can lower a balance
 * takes this lock first, so two of them for one customer run one after the other.
 */
export async function lockBalanceOwner(db: Executor, userId: number) {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name, language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

export async function lockWithdrawal(db: Executor, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  return row;
}

/** The whole earnings ledger minus every withdrawal that is not cancelled. */
export async function sumAvailableCents(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({
      earned: sql<number>`coalesce((select sum(${earnings.amountCents}) from ${earnings} where ${earnings.userId} = ${userId}), 0)`,
      withdrawn: sql<number>`coalesce((select sum(${withdrawals.amountCents}) from ${withdrawals} where ${and(eq(withdrawals.userId, userId), ne(withdrawals.status, 'Annullato'))}), 0)`,
    })
    .from(sql`(select 1) as one`);
  return Number(row?.earned ?? 0) - Number(row?.withdrawn ?? 0);
}

export async function setWithdrawalStatus(db: Executor, id: number, status: WithdrawalStatus): Promise<void> {
  await db.update(withdrawals).set({ status, updatedAt: sql`now()` }).where(eq(withdrawals.id, id));
}
