import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { withdrawals } from '../../db/schema/banking.js';

/** What a withdrawal needs besides money: where to send it, and who the customer is. */
export async function findBankingDetails(db: Executor, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      surname: users.surname,
      email: users.email,
      iban: users.iban,
      taxCode: users.taxCode,
      ibanChangedAt: users.ibanChangedAt,
      verifying: users.verifying,
      docVerified: users.docVerified,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

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
