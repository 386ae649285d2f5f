import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertCourse } from '../../../test/fixtures/catalogue.fixtures.js';
import { insertPaidTestCheckout } from '../../../test/fixtures/commerce.fixtures.js';
import { useTestApp } from '../../../test/support/app.js';
import { createUser } from '../../../test/support/factories.js';
import { orders, testPaymentCheckouts } from '../../db/schema/index.js';
import { createTestProvider } from './payments.service.js';

const t = useTestApp();

/** A paid 280 € test checkout. */
async function paidCheckout() {
  const buyer = await createUser(t.db);
  const orderId = await insertPaidTestCheckout(t.db, buyer.id, await insertCourse(t.db));
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  return order!.providerCheckoutId!;
}

describe("the test provider's refunds", () => {
  it('gives back parts, each with its own reference, and refuses more than is left, as a card processor does', async () => {
    const provider = createTestProvider(t.db);
    const checkoutId = await paidCheckout();
    const first = await provider.refund({ checkoutId, amountCents: 10000, currency: 'EUR' });
    expect((await provider.getCheckout(checkoutId)).status).toBe('PAID');
    await expect(provider.refund({ checkoutId, amountCents: 18001, currency: 'EUR' })).rejects.toMatchObject({
      code: 'PAYMENT_UNAVAILABLE',
    });
    const rest = await provider.refund({ checkoutId, amountCents: 18000, currency: 'EUR' });
    expect(rest.reference).not.toBe(first.reference);
    const [checkout] = await t.db.select().from(testPaymentCheckouts).where(eq(testPaymentCheckouts.id, checkoutId));
    expect(checkout?.status).toBe('REFUNDED');
    // Like SumUp's, a refunded checkout still reads as paid: the order keeps the refund.
    expect((await provider.getCheckout(checkoutId)).status).toBe('PAID');
  });

  it('gives a whole payment back once: asked again, the same answer and nothing more', async () => {
    const provider = createTestProvider(t.db);
    const checkoutId = await paidCheckout();
    expect(await provider.refund({ checkoutId, amountCents: 28000, currency: 'EUR' })).toEqual({
      reference: checkoutId,
    });
    expect(await provider.refund({ checkoutId, amountCents: 28000, currency: 'EUR' })).toEqual({
      reference: checkoutId,
    });
    const rows = await t.db
      .select()
      .from(testPaymentCheckouts)
      .where(eq(testPaymentCheckouts.description, `refund:${checkoutId}`));
    expect(rows).toHaveLength(0);
  });
});
