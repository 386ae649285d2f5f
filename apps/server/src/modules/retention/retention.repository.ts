import { and, inArray, lt, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { oneTimeTokens, sessions } from '../../db/schema/accounts.js';
import { rateLimits } from '../../db/schema/limiters.js';
import { orders } from '../../db/schema/orders.js';
import { testPaymentCheckouts } from '../../db/schema/payments.js';

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

/** Counters whose window has ended (a counter with no end is kept). */
export async function deleteExpiredRateLimits(db: Executor, now: Date): Promise<number> {
  const rows = await db.delete(rateLimits).where(lt(rateLimits.expire, now)).returning({ key: rateLimits.key });
  return rows.length;
}

/**
 * Test checkouts never paid and untouched since `before`, whose order is closed. A paid or refunded one
 * is the record confirmation and refunds read; one of an order still open would leave that order
 * pointing at nothing when the customer comes back to pay it.
 */
export async function deleteAbandonedTestCheckouts(db: Executor, before: Date): Promise<number> {
  const closedOrders = db.select({ id: orders.id }).from(orders).where(ne(orders.status, 'pending'));
  const rows = await db
    .delete(testPaymentCheckouts)
    .where(
      and(
        inArray(testPaymentCheckouts.status, ['PENDING', 'FAILED']),
        lt(testPaymentCheckouts.updatedAt, before),
        inArray(testPaymentCheckouts.orderId, closedOrders),
      ),
    )
    .returning({ id: testPaymentCheckouts.id });
  return rows.length;
}
