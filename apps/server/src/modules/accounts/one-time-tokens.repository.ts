import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { oneTimeTokens } from '../../db/schema/accounts.js';

export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;
type Purpose = OneTimeTokenRow['purpose'];

export async function insertOneTimeToken(db: Executor, values: typeof oneTimeTokens.$inferInsert): Promise<void> {
  await db.insert(oneTimeTokens).values(values);
}

export async function findOneTimeToken(
  db: Executor,
  purpose: Purpose,
  tokenHash: string,
): Promise<OneTimeTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.purpose, purpose), eq(oneTimeTokens.tokenHash, tokenHash)))
    .limit(1);
  return row;
}

/** Marks the token used unless it already was: true for exactly one caller, however many race. */
export async function consumeOneTimeToken(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oneTimeTokens.id, id), isNull(oneTimeTokens.usedAt)))
    .returning({ id: oneTimeTokens.id });
  return rows.length === 1;
}

/** Unused registrations still waiting for this address, newest first. */
export async function findPendingRegistrations(db: Executor, email: string): Promise<OneTimeTokenRow[]> {
  return db
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.purpose, 'verify_email'),
        eq(oneTimeTokens.email, email),
        isNull(oneTimeTokens.usedAt),
        sql`${oneTimeTokens.expiresAt} > now()`,
      ),
    )
    .orderBy(sql`${oneTimeTokens.createdAt} desc`)
    .limit(5);
}

/** A new reset link makes the older ones useless. */
export async function expireUnusedTokens(db: Executor, purpose: Purpose, email: string): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oneTimeTokens.purpose, purpose), eq(oneTimeTokens.email, email), isNull(oneTimeTokens.usedAt)));
}

/**
 * Every link of this kind still waiting for the account stops working: a password set by any means
 * makes the reset links mailed before it useless (by account, so a link survives no change of address).
 */
export async function expireUserTokens(db: Executor, purpose: Purpose, userId: number): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oneTimeTokens.purpose, purpose), eq(oneTimeTokens.userId, userId), isNull(oneTimeTokens.usedAt)));
}
