import { and, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { oneTimeTokens, sessions, users } from '../../db/schema/accounts.js';

export type AccountRow = typeof users.$inferSelect;

export async function findAccount(db: Executor, userId: number): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function findInviterCode(db: Executor, referrerId: number | null): Promise<string | null> {
  if (referrerId === null) return null;
  const [row] = await db.select({ code: users.affiliateCode }).from(users).where(eq(users.id, referrerId));
  return row?.code ?? null;
}

/** Locks the account's row: deletion and every debit of its balance take this lock first. */
export async function lockAccount(db: Executor, userId: number) {
  const [row] = await db
    .select({ id: users.id, group: users.group, email: users.email, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/**
 * The profile as the business must keep it: name, surname and tax code, for the orders and ledger
 * entries that point to it. The e-mail becomes an address of the reserved `.invalid` domain (never
 * deliverable, unique through the id), the password hash one that no password matches, the
 * invitation code one that no code typed at registration matches; everything else is emptied.
 */
export async function eraseProfile(db: Executor, userId: number, erasedEmail: string, unusableHash: string) {
  await db
    .update(users)
    .set({
      email: erasedEmail,
      passwordHash: unusableHash,
      phoneNumber: null,
      birthDate: null,
      state: '',
      region: '',
      province: '',
      city: '',
      address: '',
      language: 'it',
      affiliateCode: `deleted-${userId}`,
      referrerId: null,
      iban: null,
      ibanChangedAt: null,
      verifying: false,
      docVerified: false,
      privacyConsentAt: null,
      privacyConsentVersion: null,
      deletedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}

export async function revokeAllSessions(db: Executor, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), sql`${sessions.revokedAt} is null`));
}

/** The account's mailed links and codes: those issued to it and those sent to its address. */
export async function deleteTokensOf(db: Executor, userId: number, email: string): Promise<void> {
  await db.delete(oneTimeTokens).where(or(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.email, email)));
}
