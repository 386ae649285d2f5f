import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { identityDocuments, users, withdrawals } from '../../db/schema/index.js';

/** What a withdrawal needs besides money: where to send it, and who the customer is. */
export async function findBankingDetails(db: Executor, userId: number) {
  const [row] = await db
    .select({
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

/** The bank details and who owns them, locked until the transaction ends (two changes run one after the other). */
export async function lockBankDetailsOwner(db: Executor, userId: number) {
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      language: users.language,
      iban: users.iban,
      taxCode: users.taxCode,
      docVerified: users.docVerified,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
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

/** The customer's review state, locked until the transaction ends. */
export async function lockDocumentOwner(db: Executor, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      surname: users.surname,
      email: users.email,
      docVerified: users.docVerified,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/** Removes the documents a new upload replaces (never an approved one) and answers their files. */
export async function deleteReplaceableDocuments(db: Executor, userId: number) {
  return db
    .delete(identityDocuments)
    .where(and(eq(identityDocuments.userId, userId), inArray(identityDocuments.status, ['pending', 'rejected'])))
    .returning({ frontPath: identityDocuments.frontPath, backPath: identityDocuments.backPath });
}

export async function insertIdentityDocument(
  db: Executor,
  values: { userId: number; frontPath: string; backPath: string },
) {
  await db.insert(identityDocuments).values(values);
}

export async function setUserVerifying(db: Executor, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ verifying: true, docVerified: false, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function findLatestDocumentStatus(db: Executor, userId: number) {
  const [row] = await db
    .select({ status: identityDocuments.status })
    .from(identityDocuments)
    .where(eq(identityDocuments.userId, userId))
    .orderBy(desc(identityDocuments.createdAt), desc(identityDocuments.id))
    .limit(1);
  return row?.status;
}
