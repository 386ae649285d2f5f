import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertCourse } from '../../../../test/fixtures/catalogue.fixtures.js';
import { buyWithTestCard, createCustomer, effectsOf, mailsAbout } from '../../../../test/fixtures/commerce.fixtures.js';
import { useAdminTestApp } from '../../../../test/support/app.js';
import { orderRefunds, refundClaims } from '../../../db/schema/index.js';
import { createTestProvider } from '../../payments/payments.service.js';
import { RECONCILE_AFTER_MS, reconcileRefunds } from './refund-reconciliation.service.js';
import { reserveRefund } from './refunds.repository.js';

const t = useAdminTestApp();
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** A paid 120 € course whose refund was set aside `minutes` ago; `providerRefunded`: the provider then gave it back. */
async function refundCutShort(options: { minutes: number; providerRefunded: boolean; amountCents?: number }) {
  const provider = createTestProvider(t.db);
  const course = await insertCourse(t.db, { priceCents: 12_000 });
  const buyer = await createCustomer(t.db, t.app);
  const orderId = await buyWithTestCard(t.app, buyer, course.title);
  const { order } = await effectsOf(t.db, orderId);
  const amountCents = options.amountCents ?? order.amountCents;
  await t.db.transaction((tx) =>
    reserveRefund(tx, { orderId, amountCents, requestedBy: 'admin', createdAt: minutesAgo(options.minutes) }),
  );
  // The provider's answer is then lost with the process that asked: nothing is recorded.
  if (options.providerRefunded) {
    await provider.refund({ checkoutId: order.providerCheckoutId!, amountCents, currency: order.currency });
  }
  return { provider, orderId, buyer };
}

const claimsOf = (orderId: string) => t.db.select().from(refundClaims).where(eq(refundClaims.orderId, orderId));
const refundsOf = (orderId: string) => t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));

describe('refunds whose answer was lost', () => {
  it('records a refund the provider made, with the effects and mails of a refund in full', async () => {
    const { provider, orderId, buyer } = await refundCutShort({ minutes: 20, providerRefunded: true });
    expect(await reconcileRefunds(t.app.ctx, provider)).toMatchObject({ recorded: 1 });
    const effects = await effectsOf(t.db, orderId);
    expect(effects.order).toMatchObject({ status: 'refunded', refundedCents: 12_000 });
    expect(effects.enrolments).toEqual([]);
    expect(await refundsOf(orderId)).toEqual([
      expect.objectContaining({
        amountCents: 12_000,
        requestedBy: 'admin',
        reference: effects.order.providerCheckoutId,
      }),
    ]);
    expect(await claimsOf(orderId)).toEqual([]);
    expect((await mailsAbout(t.db, buyer.user.email, orderId)).map((mail) => mail.subject)).toContainEqual(
      expect.stringMatching(/rimborso/i),
    );
    // A second run finds nothing left to settle.
    expect(await reconcileRefunds(t.app.ctx, provider)).toEqual({ recorded: 0, released: 0 });
  });

  it('puts back an amount the provider never gave, so the order can be refunded again', async () => {
    const { provider, orderId } = await refundCutShort({ minutes: 20, providerRefunded: false, amountCents: 5_000 });
    expect((await effectsOf(t.db, orderId)).order.refundedCents).toBe(5_000);
    expect(await reconcileRefunds(t.app.ctx, provider)).toMatchObject({ released: 1 });
    expect((await effectsOf(t.db, orderId)).order).toMatchObject({ status: 'paid', refundedCents: 0 });
    expect(await refundsOf(orderId)).toEqual([]);
    expect(await claimsOf(orderId)).toEqual([]);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/refund`,
      headers: { authorization: `Bearer ${t.adminToken}` },
      payload: { amount: 50 },
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('leaves a refund still within its wait alone: its answer may yet arrive', async () => {
    const minutes = RECONCILE_AFTER_MS / 60_000 - 5;
    const { provider, orderId } = await refundCutShort({ minutes, providerRefunded: false });
    await reconcileRefunds(t.app.ctx, provider);
    expect(await claimsOf(orderId)).toHaveLength(1);
    expect((await effectsOf(t.db, orderId)).order.refundedCents).toBe(12_000);
  });
});

describe('a refund that completes', () => {
  it('leaves no claim behind once recorded', async () => {
    const course = await insertCourse(t.db, { priceCents: 9_000 });
    const buyer = await createCustomer(t.db, t.app);
    const orderId = await buyWithTestCard(t.app, buyer, course.title);
    const refund = (amount: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/refund`,
        headers: { authorization: `Bearer ${t.adminToken}` },
        payload: { amount },
      });
    expect((await refund(30)).statusCode).toBe(200);
    expect(await claimsOf(orderId)).toEqual([]);
    expect(await refundsOf(orderId)).toHaveLength(1);
  });
});

/** A paid 390 € course with two refunds of 195 € set aside, `minutes` ago each; the provider made `given` of them. */
async function twoClaims(options: { minutes: [number, number]; given: Array<0 | 1> }) {
  const provider = createTestProvider(t.db);
  const course = await insertCourse(t.db, { priceCents: 39_000 });
  const buyer = await createCustomer(t.db, t.app);
  const orderId = await buyWithTestCard(t.app, buyer, course.title);
  const { order } = await effectsOf(t.db, orderId);
  for (const minutes of options.minutes) {
    await t.db.transaction((tx) =>
      reserveRefund(tx, { orderId, amountCents: 19_500, requestedBy: 'admin', createdAt: minutesAgo(minutes) }),
    );
  }
  for (const _claim of options.given) {
    await provider.refund({ checkoutId: order.providerCheckoutId!, amountCents: 19_500, currency: order.currency });
  }
  return { provider, orderId, buyer };
}

describe('lost refunds of part, reconciled by what came back', () => {
  it('records the one the provider made and puts back the other: the order stays paid and refundable', async () => {
    const { provider, orderId, buyer } = await twoClaims({ minutes: [30, 20], given: [0] });
    expect(await reconcileRefunds(t.app.ctx, provider)).toEqual({ recorded: 1, released: 1 });
    const effects = await effectsOf(t.db, orderId);
    expect(effects.order).toMatchObject({ status: 'paid', refundedCents: 19_500 });
    expect(effects.enrolments).toHaveLength(1);
    expect((await refundsOf(orderId)).map((row) => row.amountCents)).toEqual([19_500]);
    const mails = await mailsAbout(t.db, buyer.user.email, orderId);
    const refundMail = mails.find((mail) => /rimborso/i.test(mail.subject));
    expect(refundMail?.text.replace(/\s/g, ' ')).toContain('195,00 €');
    expect(refundMail?.text).not.toContain('terminata');
    const rest = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/refund`,
      headers: { authorization: `Bearer ${t.adminToken}` },
      payload: {},
    });
    expect(rest.json()).toMatchObject({ status: 'refunded', refundedNow: 195, refunded: 390 });
  });

  it('leaves a lost claim alone while another refund of the order is in flight, whose money may be in the total', async () => {
    // The old claim was never refunded; the new one was, and its answer is on its way.
    const { provider, orderId } = await twoClaims({ minutes: [30, 1], given: [1] });
    expect(await reconcileRefunds(t.app.ctx, provider)).toEqual({ recorded: 0, released: 0 });
    expect(await claimsOf(orderId)).toHaveLength(2);
    expect(await refundsOf(orderId)).toEqual([]);
    expect((await effectsOf(t.db, orderId)).order).toMatchObject({ status: 'paid', refundedCents: 39_000 });
  });
});
