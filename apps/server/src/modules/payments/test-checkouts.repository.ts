import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { testPaymentCheckouts } from '../../db/schema/index.js';

export type TestCheckoutRow = typeof testPaymentCheckouts.$inferSelect;

export async function insertTestCheckout(
  db: Executor,
  values: { orderId: string; amountCents: number; currency: string; description: string },
): Promise<TestCheckoutRow> {
  const [row] = await db.insert(testPaymentCheckouts).values(values).returning();
  if (!row) throw new Error('test checkout not created');
  return row;
}

export async function findTestCheckout(db: Executor, id: string): Promise<TestCheckoutRow | undefined> {
  const [row] = await db.select().from(testPaymentCheckouts).where(eq(testPaymentCheckouts.id, id)).limit(1);
  return row;
}

/** Settles a pending checkout once: a second charge of the same checkout changes nothing. */
export async function settleTestCheckout(db: Executor, id: string, status: 'PAID' | 'FAILED'): Promise<boolean> {
  const rows = await db
    .update(testPaymentCheckouts)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(testPaymentCheckouts.id, id), eq(testPaymentCheckouts.status, 'PENDING')))
    .returning({ id: testPaymentCheckouts.id });
  return rows.length > 0;
}

/** Gives back a paid checkout once: false when it was not (or no longer) paid. */
export async function refundTestCheckout(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(testPaymentCheckouts)
    .set({ status: 'REFUNDED', updatedAt: sql`now()` })
    .where(and(eq(testPaymentCheckouts.id, id), eq(testPaymentCheckouts.status, 'PAID')))
    .returning({ id: testPaymentCheckouts.id });
  return rows.length > 0;
}
