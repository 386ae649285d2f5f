import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { sessions, users } from '../../db/schema/accounts.js';
import type { SessionContext } from '../../lib/session-context.js';

export type { SessionContext };

const parent = alias(sessions, 'parent');

/**
 * The live session a token opens, at `now`: the application's clock, which also set its expiry (the
 * database's own clock would disagree with a test's, and with the issuer's).
 */
export async function findActiveSession(db: Executor, tokenHash: string, now: Date): Promise<SessionContext | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      parentId: sessions.parentId,
      kind: sessions.kind,
      userId: users.id,
      email: users.email,
      group: users.group,
      language: users.language,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(parent, eq(parent.id, sessions.parentId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        or(isNull(sessions.parentId), and(isNull(parent.revokedAt), gt(parent.expiresAt, now))),
      ),
    )
    .limit(1);
  if (!row) return null;
  return { ...row, loginSessionId: row.parentId ?? row.sessionId };
}

export async function insertSession(
  db: Executor,
  values: {
    userId: number;
    kind: 'login' | 'private';
    tokenHash: string;
    expiresAt: Date;
    parentId?: number;
    userAgent?: string;
    /** A login session: the moment its password was typed. */
    passwordConfirmedAt?: Date;
  },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** Whether the login session's password was typed within the `minutes` before `now` (the app's clock, which stamped it). */
export async function passwordConfirmedWithin(
  db: Executor,
  loginSessionId: number,
  minutes: number,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, loginSessionId),
        eq(sessions.kind, 'login'),
        gt(sessions.passwordConfirmedAt, new Date(now.getTime() - minutes * 60_000)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Stamps the moment the password was typed again in a login session still open. */
export async function markPasswordConfirmed(db: Executor, loginSessionId: number, at: Date): Promise<boolean> {
  const updated = await db
    .update(sessions)
    .set({ passwordConfirmedAt: at })
    .where(and(eq(sessions.id, loginSessionId), eq(sessions.kind, 'login'), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return updated.length > 0;
}

/** Revokes a login session and, through parentId, every private token issued under it. */
export async function revokeSession(db: Executor, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(or(eq(sessions.id, sessionId), eq(sessions.parentId, sessionId)), isNull(sessions.revokedAt)));
}

/** Ends every session of a user except, optionally, the login session in use. */
export async function revokeUserSessions(db: Executor, userId: number, keepLoginSessionId?: number): Promise<void> {
  const keep =
    keepLoginSessionId === undefined
      ? undefined
      : and(
          ne(sessions.id, keepLoginSessionId),
          or(isNull(sessions.parentId), ne(sessions.parentId, keepLoginSessionId)),
        );
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep));
}
