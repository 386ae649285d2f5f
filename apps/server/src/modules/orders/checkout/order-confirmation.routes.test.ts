import { TEST_CARDS } from '@cammini/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertCourse, insertMember, insertOnlineCourse } from '../../../../test/fixtures/catalogue.fixtures.js';
import {
  buyWithTestCard,
  CONTACT,
  chargeTestCard,
  confirmPayment,
  createCustomer,
  effectsOf,
  mailsAbout,
  openCheckout,
} from '../../../../test/fixtures/commerce.fixtures.js';
import { useTestApp } from '../../../../test/support/app.js';
import { adminPrivateToken, bearer, nextRemoteAddress } from '../../../../test/support/factories.js';
import { courses, testPaymentCheckouts } from '../../../db/schema/index.js';
import { createTestProvider } from '../../payments/payments.service.js';
import { confirmOrder } from './order-confirmation.service.js';

const t = useTestApp();

/** A referrer, a facilitator member with a user account, their course, and a buyer invited by the referrer. */
async function sale(options: { online?: boolean; affiliateCents?: number; facilitatorCents?: number } = {}) {
  const referrer = await createCustomer(t.db, t.app, { name: 'Bruno' });
  const facilitator = await createCustomer(t.db, t.app, { name: 'Fiora' });
  const member = await insertMember(t.db, { email: facilitator.user.email.toUpperCase() });
  const shares = {
    priceCents: 12000,
    affiliatePriceCents: options.affiliateCents ?? 1200,
    facilitatorPriceCents: options.facilitatorCents ?? 3000,
    authorMemberId: member.id,
  };
  const course = options.online ? await insertOnlineCourse(t.db, shares) : await insertCourse(t.db, shares);
  const buyer = await createCustomer(t.db, t.app, { name: 'Alba', referrerId: referrer.user.id, language: 'en' });
  return {
    referrer,
    facilitator,
    course,
    buyer,
    kind: options.online ? ('onlineCourse' as const) : ('course' as const),
  };
}

describe('paying with the test card', () => {
  it('confirms the order: one enrolment, the two credits, a receipt and a sale notice', async () => {
    const { referrer, facilitator, course, buyer, kind } = await sale();
    const { id, orderId } = await openCheckout(t.app, buyer, course.title, kind);
    const response = await chargeTestCard(t.app, buyer, id, TEST_CARDS.success);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().order).toMatchObject({ id: orderId, status: 'paid', kind: 'course', amount: 120 });
    expect(response.json().order.link).toMatch(/^\/corso\//);

    const effects = await effectsOf(t.db, orderId);
    expect(effects.order.status).toBe('paid');
    expect(effects.order.paidAt).toBeInstanceOf(Date);
    expect(effects.enrolments).toEqual([expect.objectContaining({ userId: buyer.user.id, courseId: course.id })]);
    expect(
      effects.earnings
        .map(({ userId, kind, amountCents }) => ({ userId, kind, amountCents }))
        .sort((a, b) => a.kind.localeCompare(b.kind)),
    ).toEqual([
      { userId: facilitator.user.id, kind: 'member', amountCents: 3000 },
      { userId: referrer.user.id, kind: 'referral', amountCents: 1200 },
    ]);
    const [receipt] = await mailsAbout(t.db, buyer.user.email, orderId);
    expect(receipt?.subject).toBe(`Receipt for your purchase: ${course.title}`);
    expect(receipt?.text).toContain('€120.00');
    const [notice] = await mailsAbout(t.db, CONTACT, orderId);
    expect(notice?.subject).toBe(`Nuova vendita: ${course.title}`);
    expect(notice?.text).toContain(buyer.user.email);
    // The owner's notice leads to the order's page of the panel, not to the customers' page.
    const orderUrl = `http://localhost:3000/ordini/${orderId}`;
    expect(notice?.text).toContain(`Apri l'ordine: ${orderUrl}`);
    expect(notice?.text).toContain('pagina Ordini');
    expect(notice?.text).not.toContain('pagina Clienti');
    expect(notice?.html).toContain(`href="${orderUrl}"`);
    expect(notice?.html).toContain('Apri l&#39;ordine');
  });

  it('repeats the withdrawal waiver in the receipt of an online course', async () => {
    const { course, buyer, kind } = await sale({ online: true });
    const orderId = await buyWithTestCard(t.app, buyer, course.title, kind);
    const [receipt] = await mailsAbout(t.db, buyer.user.email, orderId);
    expect(receipt?.text).toContain('14-day right of withdrawal');
    expect(receipt?.text).toContain('art. 59(1)(o)');
    expect(receipt?.text).toContain('/corsoonline/');
    const [notice] = await mailsAbout(t.db, CONTACT, orderId);
    expect(notice?.text).toContain('Rinuncia al diritto di recesso');
  });

  it('leaves a declined card with a failed order: no enrolment, no credit, no e-mail', async () => {
    const { course, buyer, kind } = await sale();
    const { id, orderId } = await openCheckout(t.app, buyer, course.title, kind);
    const response = await chargeTestCard(t.app, buyer, id, TEST_CARDS.declined);
    expect(response.statusCode).toBe(200);
    expect(response.json().order).toMatchObject({ status: 'failed', link: null });
    const effects = await effectsOf(t.db, orderId);
    expect(effects.order.status).toBe('failed');
    expect(effects.enrolments).toEqual([]);
    expect(effects.earnings).toEqual([]);
    expect(await mailsAbout(t.db, buyer.user.email, orderId)).toEqual([]);
    expect(await mailsAbout(t.db, CONTACT, orderId)).toEqual([]);
    // A second try with the good card on the same (failed) checkout changes nothing; a new checkout works.
    await chargeTestCard(t.app, buyer, id, TEST_CARDS.success);
    expect((await effectsOf(t.db, orderId)).enrolments).toEqual([]);
    await buyWithTestCard(t.app, buyer, course.title, kind);
  });

  it('refuses an unknown test card or an expired one with 400, leaving the checkout pending', async () => {
    const { course, buyer, kind } = await sale();
    const { id, orderId } = await openCheckout(t.app, buyer, course.title, kind);
    const unknown = await chargeTestCard(t.app, buyer, id, '5555555555554444');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toHaveProperty(['body.cardNumber']);
    const expired = await t.app.inject({
      method: 'POST',
      url: '/api/payments/test/charge',
      headers: bearer(buyer.token),
      remoteAddress: nextRemoteAddress(),
      payload: { checkoutId: id, cardNumber: '4242 4242 4242 4242', expiry: '01/20', cvc: '123' },
    });
    expect(expired.statusCode).toBe(400);
    const [checkout] = await t.db.select().from(testPaymentCheckouts).where(eq(testPaymentCheckouts.id, id));
    expect(checkout?.status).toBe('PENDING');
    expect((await effectsOf(t.db, orderId)).order.status).toBe('pending');
  });

  it("does not let a customer charge or confirm someone else's order", async () => {
    const { course, buyer, kind } = await sale();
    const stranger = await createCustomer(t.db, t.app);
    const { id, orderId } = await openCheckout(t.app, buyer, course.title, kind);
    expect((await chargeTestCard(t.app, stranger, id, TEST_CARDS.success)).statusCode).toBe(404);
    expect((await confirmPayment(t.app, stranger, orderId)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: bearer(stranger.token) }))
        .statusCode,
    ).toBe(404);
    expect((await effectsOf(t.db, orderId)).order.status).toBe('pending');
  });

  it('needs a login for the charge, the confirmation and the order', async () => {
    const orderId = '00000000-0000-4000-8000-000000000000';
    for (const call of [
      {
        method: 'POST' as const,
        url: '/api/payments/test/charge',
        payload: { checkoutId: orderId, cardNumber: TEST_CARDS.success, expiry: '12/39', cvc: '123' },
      },
      { method: 'POST' as const, url: '/api/payments/confirm', payload: { orderId } },
      { method: 'GET' as const, url: `/api/orders/${orderId}` },
    ]) {
      expect((await t.app.inject(call)).statusCode).toBe(401);
    }
  });

  it('answers 400 for a malformed order id', async () => {
    const buyer = await createCustomer(t.db, t.app);
    expect((await confirmPayment(t.app, buyer, 'not-a-uuid')).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/orders/123', headers: bearer(buyer.token) })).statusCode,
    ).toBe(400);
  });
});

describe('credits', () => {
  it('skips a zero referral share and a facilitator without an account', async () => {
    const member = await insertMember(t.db, { email: 'nessun-account@example.com' });
    const course = await insertCourse(t.db, {
      affiliatePriceCents: 0,
      facilitatorPriceCents: 2000,
      authorMemberId: member.id,
    });
    const referrer = await createCustomer(t.db, t.app);
    const buyer = await createCustomer(t.db, t.app, { referrerId: referrer.user.id });
    const orderId = await buyWithTestCard(t.app, buyer, course.title);
    const effects = await effectsOf(t.db, orderId);
    expect(effects.enrolments).toHaveLength(1);
    expect(effects.earnings).toEqual([]);
  });

  it('gives nothing to a buyer without a referrer and never credits buyers for their own course', async () => {
    const facilitator = await createCustomer(t.db, t.app);
    const member = await insertMember(t.db, { email: facilitator.user.email });
    const course = await insertOnlineCourse(t.db, { authorMemberId: member.id });
    const orderId = await buyWithTestCard(t.app, facilitator, course.title, 'onlineCourse');
    expect((await effectsOf(t.db, orderId)).earnings).toEqual([]);
  });

  it('credits the shares copied onto the order, not prices changed after it', async () => {
    const { referrer, course, buyer, kind } = await sale();
    const { id, orderId } = await openCheckout(t.app, buyer, course.title, kind);
    await t.db.update(courses).set({ affiliatePriceCents: 99999 }).where(eq(courses.id, course.id));
    await chargeTestCard(t.app, buyer, id, TEST_CARDS.success);
    const referral = (await effectsOf(t.db, orderId)).earnings.find((row) => row.userId === referrer.user.id);
    expect(referral?.amountCents).toBe(1200);
  });
});

describe('confirmation is idempotent', () => {
  it('gives one enrolment, one set of credits and one receipt however many times it is confirmed', async () => {
    const { course, buyer, kind } = await sale();
    const orderId = await buyWithTestCard(t.app, buyer, course.title, kind);
    for (let i = 0; i < 3; i += 1) {
      const again = await confirmPayment(t.app, buyer, orderId);
      expect(again.statusCode).toBe(200);
      expect(again.json().order.status).toBe('paid');
    }
    const effects = await effectsOf(t.db, orderId);
    expect(effects.enrolments).toHaveLength(1);
    expect(effects.earnings).toHaveLength(2);
    expect(await mailsAbout(t.db, buyer.user.email, orderId)).toHaveLength(1);
    expect(await mailsAbout(t.db, CONTACT, orderId)).toHaveLength(1);
  });

  it('confirms the same paid checkout twenty times at once into exactly one of everything', async () => {
    const { course, buyer, kind } = await sale({ online: true });
    const { id, orderId } = await openCheckout(t.app, buyer, course.title, kind);
    // The card is charged at the provider; then twenty confirmations race (page, retries, webhook…).
    await createTestProvider(t.db).charge(id, { number: TEST_CARDS.success, expiry: '12/39' }, new Date());
    const answers = await Promise.all(Array.from({ length: 20 }, () => confirmPayment(t.app, buyer, orderId)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.json().order.status))).toEqual(new Set(['paid']));
    const effects = await effectsOf(t.db, orderId);
    expect(effects.enrolments).toHaveLength(1);
    expect(effects.earnings.map((row) => row.kind).sort()).toEqual(['member', 'referral']);
    expect(await mailsAbout(t.db, buyer.user.email, orderId)).toHaveLength(1);
    expect(await mailsAbout(t.db, CONTACT, orderId)).toHaveLength(1);
  });

  it('leaves the order untouched when the confirmation dies before its commit', async () => {
    const { course, buyer, kind } = await sale();
    const { id, orderId } = await openCheckout(t.app, buyer, course.title, kind);
    const provider = createTestProvider(t.db);
    await provider.charge(id, { number: TEST_CARDS.success, expiry: '12/39' }, new Date());
    const crash = new Error('the process died here');
    // Order, enrolment, credits and mails are all written in the transaction, then the "crash" comes.
    const dying = confirmOrder(t.app.ctx, provider, orderId, {
      beforeCommit: async () => {
        throw crash;
      },
    });
    await expect(dying).rejects.toBe(crash);
    const effects = await effectsOf(t.db, orderId);
    expect(effects.order.status).toBe('pending');
    expect(effects.enrolments).toEqual([]);
    expect(effects.earnings).toEqual([]);
    expect(await mailsAbout(t.db, buyer.user.email, orderId)).toEqual([]);
    // The next confirmation completes it.
    expect((await confirmPayment(t.app, buyer, orderId)).json().order.status).toBe('paid');
    expect((await effectsOf(t.db, orderId)).enrolments).toHaveLength(1);
  });
});

describe('GET /api/orders/{id}', () => {
  it('shows the buyer what was bought and where to follow it', async () => {
    const { course, buyer, kind } = await sale({ online: true });
    const orderId = await buyWithTestCard(t.app, buyer, course.title, kind);
    const response = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: bearer(buyer.token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Success',
      order: { id: orderId, status: 'paid', kind: 'onlineCourse', title: course.title, amount: 120, currency: 'EUR' },
    });
    expect(response.json().order.withdrawalWaiverAt).toEqual(expect.any(String));
  });

  it('lists the sale in the customer table of /clienti', async () => {
    const { course, buyer, kind } = await sale();
    await buyWithTestCard(t.app, buyer, course.title, kind);
    const admin = await adminPrivateToken(t.app, t.db);
    const response = await t.app.inject({ method: 'GET', url: '/api/clienti', headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toContainEqual(
      expect.objectContaining({ email: buyer.user.email, courseTitle: course.title, coursePrice: 120 }),
    );
  });
});
