import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';

/** Who the account holder is and where their money goes. */
const holder = {
  id: users.id,
  name: users.name,
  surname: users.surname,
  email: users.email,
  iban: users.iban,
  taxCode: users.taxCode,
  docVerified: users.docVerified,
};

/**
 * The account holder's banking state, locked until the transaction ends: every change of bank details
 * or identity documents takes this lock first, so two of them run one after the other.
 */
export async function lockAccountHolder(db: Executor, userId: number) {
  const [row] = await db
    .select({ ...holder, language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/** What a withdrawal needs besides money: where to send it, who the customer is, and the IBAN's last change. */
export async function findBankingDetails(db: Executor, userId: number) {
  const [row] = await db
    .select({ ...holder, ibanChangedAt: users.ibanChangedAt, verifying: users.verifying })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

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

/** New identity documents wait for review: the holder is "verifying" and no longer verified. */
export async function setUserVerifying(db: Executor, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ verifying: true, docVerified: false, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** The review is over either way: the customer is no longer "verifying". */
export async function setUserDocumentVerified(db: Executor, userId: number, docVerified: boolean): Promise<void> {
  await db.update(users).set({ docVerified, verifying: false, updatedAt: sql`now()` }).where(eq(users.id, userId));
}
