import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { withdrawals } from '../../db/schema/banking.js';

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
