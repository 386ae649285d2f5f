import { AdminOrderDetailResponse, ErrorCode, RefundOrderResponse } from '@cammini/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CONTACT,
  confirmPayment,
  courseWithCreditHolders,
  effectsOf,
  mailsAbout,
  startCheckout,
} from '../../../../test/fixtures/commerce.fixtures.js';
import { adminPrivateToken, bearer } from '../../../../test/support/factories.js';
import { useSumUpTestApp } from '../../../../test/support/sumup-test-app.js';
import { orderRefunds, refundClaims } from '../../../db/schema/index.js';

// Refunds through SumUp whose answers the test holds, so two of them are in flight at once, and refuses one.

const { t, fake } = useSumUpTestApp();
let adminToken: string;

beforeAll(async () => {
  adminToken = await adminPrivateToken(t.app, t.db);
});
beforeEach(() => fake.decideRefunds(null));

const refund = (orderId: string, body: { amount?: number } = {}) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/refund`, headers: bearer(adminToken), payload: body });

const detailOf = async (orderId: string) =>
  AdminOrderDetailResponse.parse(
    (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/details`, headers: bearer(adminToken) })).json(),
  ).order;

/** A 390 € course with a 39 € referral share and a 97.50 € member share, paid through SumUp by a buyer someone invited. */
async function sale() {
  const { course, buyer } = await courseWithCreditHolders(t, {
    priceCents: 39_000,
    affiliatePriceCents: 3_900,
    facilitatorPriceCents: 9_750,
  });
  const checkout = await startCheckout(t.app, buyer, { title: course.title });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const { id, orderId } = checkout.json() as { id: string; orderId: string };
  fake.settle(id, 'PAID');
  const confirmed = await confirmPayment(t.app, buyer, orderId);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  expect((await effectsOf(t.db, orderId)).order.status).toBe('paid');
  return { buyer, orderId };
}

/** SumUp holds every refund it is asked for until the test answers it: null takes it, a status refuses it. */
function holdRefunds(count: number) {
  const answers: Array<(status: number | null) => void> = [];
  let allHeld: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    allHeld = resolve;
  });
  fake.decideRefunds(
    () =>
      new Promise<number | null>((resolve) => {
        answers.push(resolve);
        if (answers.length === count) allHeld();
      }),
  );
  return { held, answer: (index: number, status: number | null) => answers[index]?.(status) };
}

/** The refund mails to `email` about the order, their spaces made plain (amounts carry a no-break space). */
const refundMailsTo = async (email: string, orderId: string) =>
  (await mailsAbout(t.db, email, orderId))
    .filter((mail) => mail.subject.startsWith('Rimborso'))
    .map((mail) => ({ ...mail, text: mail.text.replace(/\s/g, ' ') }));

describe('two partial refunds in flight, one refused by the provider', () => {
  it('leave the order paid with what came back, the enrolment and credits kept, and the rest refundable', async () => {
    const { buyer, orderId } = await sale();
    const provider = holdRefunds(2);
    const first = refund(orderId, { amount: 195 });
    const second = refund(orderId, { amount: 195 });
    await provider.held;
    // Both amounts are set aside: a third refund finds nothing left to ask.
    expect((await refund(orderId, { amount: 1 })).json()).toMatchObject({ error: ErrorCode.NOTHING_TO_REFUND });

    // SumUp takes one; it is recorded while the other is still in flight.
    provider.answer(0, null);
    const taken = await first;
    expect(taken.statusCode, taken.body).toBe(200);
    expect(RefundOrderResponse.parse(taken.json())).toMatchObject({
      status: 'paid',
      refundedNow: 195,
      refunded: 195,
      refundable: 0,
    });
    // SumUp refuses the other: its amount goes back to what may be refunded.
    provider.answer(1, 422);
    const refused = await second;
    expect(refused.statusCode).toBe(502);

    const effects = await effectsOf(t.db, orderId);
    expect(effects.order).toMatchObject({ status: 'paid', refundedCents: 19_500 });
    expect(await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId))).toMatchObject([
      { amountCents: 19_500 },
    ]);
    expect(await t.db.select().from(refundClaims).where(eq(refundClaims.orderId, orderId))).toEqual([]);
    expect(effects.enrolments).toHaveLength(1);
    expect(effects.earnings.map((row) => row.kind).sort()).toEqual(['member', 'referral']);
    expect(fake.refunds.reduce((sum, row) => sum + row.amount, 0)).toBe(195);

    // The buyer is told what came back, 195 €, and that nothing ended.
    const [mail] = await refundMailsTo(buyer.user.email, orderId);
    expect(mail?.text).toContain('195,00');
    expect(mail?.text).not.toContain('390,00');
    expect(mail?.text).not.toContain('terminata');
    const [notice] = await refundMailsTo(CONTACT, orderId);
    expect(notice?.text).toContain('in tutto 195,00 € di 390,00 € pagati');
    expect(notice?.text).toContain("Rimborso parziale: l'iscrizione e i crediti restano.");
    expect(await detailOf(orderId)).toMatchObject({ status: 'paid', refunded: 195, refundable: 195 });

    // The rest can be refunded afterwards, and then the order is refunded in full.
    fake.decideRefunds(null);
    const rest = await refund(orderId);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toMatchObject({ status: 'refunded', refundedNow: 195, refunded: 390, refundable: 0 });
    const after = await effectsOf(t.db, orderId);
    expect(after.order).toMatchObject({ status: 'refunded', refundedCents: 39_000 });
    expect(after.enrolments).toEqual([]);
    expect(after.earnings.map((row) => row.kind).sort()).toEqual([
      'member',
      'memberReversal',
      'referral',
      'referralReversal',
    ]);
    const mails = await refundMailsTo(buyer.user.email, orderId);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain('In tutto, per questo ordine ti abbiamo rimborsato 390,00');
    expect(mails[1]?.text).toContain('terminata');
    expect(await detailOf(orderId)).toMatchObject({ status: 'refunded', refunded: 390, refundable: 0 });
  });

  it('shows the admin only recorded money as refunded while a refund is in flight', async () => {
    const { orderId } = await sale();
    const provider = holdRefunds(1);
    const pending = refund(orderId, { amount: 100 });
    await provider.held;
    expect(await detailOf(orderId)).toMatchObject({ status: 'paid', refunded: 0, refundable: 290 });
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/orders?q=${encodeURIComponent((await effectsOf(t.db, orderId)).order.courseTitle)}`,
      headers: bearer(adminToken),
    });
    expect(listed.json().rows).toMatchObject([{ id: orderId, refunded: 0 }]);
    provider.answer(0, null);
    expect((await pending).statusCode).toBe(200);
    expect(await detailOf(orderId)).toMatchObject({ refunded: 100, refundable: 290 });
  });
});
