import type { Executor } from '../../db/client.js';
import { earnings, withdrawals } from '../../db/schema/index.js';

// Test-only inserts of ledger rows: credits, and withdrawal requests that hold money.

export async function insertEarning(
  db: Executor,
  userId: number,
  amountCents: number,
  kind: 'referral' | 'member' = 'referral',
) {
  await db.insert(earnings).values({ userId, amountCents, kind });
}

export async function insertWithdrawal(
  db: Executor,
  values: Partial<typeof withdrawals.$inferInsert> & { userId: number },
) {
  const [row] = await db
    .insert(withdrawals)
    .values({ amountCents: 2500, iban: 'IT60X0542811101000000123456', ...values })
    .returning();
  return row!;
}
