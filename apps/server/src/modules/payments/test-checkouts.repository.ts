import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { testPaymentCheckouts } from '../../db/schema/payments.js';
import { saleView } from '../orders/views/orders.views.js';

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

/** How a refund of part of a checkout is written down: a row of its own, named after the checkout. */
const partialRefundOf = (checkoutId: string) => `refund:${checkoutId}`;

export type TestRefundOutcome =
  | { refunded: true; reference: string }
  | { refunded: false; reason: 'notPaid' | 'tooLarge' | 'alreadyRefunded' };

/**
 * Gives back `amountCents` of a paid checkout, as a card processor does: never more than what is left
 * of what was paid. A part is written as a REFUNDED row of its own (its id is the refund's reference);
 * the checkout itself turns REFUNDED once nothing is left. The checkout's row is locked meanwhile, so
 * two refunds of one checkout are counted one after the other.
 */
export async function refundTestCheckoutPart(
  db: Database,
  id: string,
  amountCents: number,
): Promise<TestRefundOutcome> {
  return db.transaction(async (tx) => {
    const [checkout] = await tx
      .select()
      .from(testPaymentCheckouts)
      .where(eq(testPaymentCheckouts.id, id))
      .for('update');
    if (!checkout) return { refunded: false, reason: 'notPaid' };
    if (checkout.status === 'REFUNDED') return { refunded: false, reason: 'alreadyRefunded' };
    if (checkout.status !== 'PAID') return { refunded: false, reason: 'notPaid' };
    const left = checkout.amountCents - (await partsRefundedCents(tx, checkout));
    if (amountCents > left) return { refunded: false, reason: 'tooLarge' };
    if (amountCents === checkout.amountCents) {
      // The whole payment at once: the checkout itself is the refund, as before parts existed.
      await tx
        .update(testPaymentCheckouts)
        .set({ status: 'REFUNDED', updatedAt: sql`now()` })
        .where(eq(testPaymentCheckouts.id, id));
      return { refunded: true, reference: id };
    }
    const [part] = await tx
      .insert(testPaymentCheckouts)
      .values({
        orderId: checkout.orderId,
        amountCents,
        currency: checkout.currency,
        description: partialRefundOf(id),
        status: 'REFUNDED',
      })
      .returning({ id: testPaymentCheckouts.id });
    if (amountCents === left) {
      await tx
        .update(testPaymentCheckouts)
        .set({ status: 'REFUNDED', updatedAt: sql`now()` })
        .where(eq(testPaymentCheckouts.id, id));
    }
    return { refunded: true, reference: part?.id ?? id };
  });
}

/** What has been given back of a checkout: all of it once it reads REFUNDED, else its parts. */
export async function testCheckoutRefundedCents(db: Executor, id: string): Promise<number> {
  const checkout = await findTestCheckout(db, id);
  if (!checkout) return 0;
  return checkout.status === 'REFUNDED' ? checkout.amountCents : partsRefundedCents(db, checkout);
}

/** What the refunds of part of a checkout add up to. */
async function partsRefundedCents(db: Executor, checkout: TestCheckoutRow): Promise<number> {
  const [given] = await db
    .select({ cents: sql<string>`coalesce(sum(${testPaymentCheckouts.amountCents}), 0)` })
    .from(testPaymentCheckouts)
    .where(
      and(
        eq(testPaymentCheckouts.orderId, checkout.orderId),
        eq(testPaymentCheckouts.description, partialRefundOf(checkout.id)),
      ),
    );
  return Number(given?.cents ?? 0);
}

/**
 * Test checkouts never paid and untouched since `before`, whose order is closed. A paid or refunded one
 * is the record confirmation and refunds read; one of an order still open would leave that order
 * pointing at nothing when the customer comes back to pay it.
 */
export async function deleteAbandonedTestCheckouts(db: Executor, before: Date): Promise<number> {
  const sale = saleView();
  const closedOrders = db.select({ id: sale.id }).from(sale).where(ne(sale.status, 'pending'));
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
