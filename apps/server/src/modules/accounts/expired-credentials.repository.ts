import { lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { oneTimeTokens, sessions } from '../../db/schema/accounts.js';

/** Login sessions and private tokens past their end; a revoked one goes once it would have expired too. */
export async function deleteExpiredSessions(db: Executor, now: Date): Promise<number> {
  const rows = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  return rows.length;
}

/** Verification and reset links past their end, used or not (a pending registration goes with its link). */
export async function deleteExpiredOneTimeTokens(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .delete(oneTimeTokens)
    .where(lt(oneTimeTokens.expiresAt, now))
    .returning({ id: oneTimeTokens.id });
  return rows.length;
}
