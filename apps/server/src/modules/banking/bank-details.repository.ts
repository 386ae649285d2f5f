import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';

/** `changedAt` starts the withdrawal hold; the first IBAN ever entered is saved without it. */
export async function setIban(db: Executor, userId: number, iban: string, changedAt: Date | null): Promise<void> {
  await db
    .update(users)
    .set({ iban, ...(changedAt ? { ibanChangedAt: changedAt } : {}), updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function setTaxCode(db: Executor, userId: number, taxCode: string): Promise<void> {
  await db.update(users).set({ taxCode, updatedAt: sql`now()` }).where(eq(users.id, userId));
}
