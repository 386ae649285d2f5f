import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { insertCourse, insertOnlineCourse } from '../../../../test/fixtures/catalogue.fixtures.js';
import {
  CONTACT,
  type Customer,
  confirmPayment,
  createCustomer,
  effectsOf,
  mailsAbout,
  startCheckout,
} from '../../../../test/fixtures/commerce.fixtures.js';
import { bearer, nextRemoteAddress } from '../../../../test/support/factories.js';
import { SUMUP_API_KEY, SUMUP_MERCHANT, useSumUpTestApp } from '../../../../test/support/sumup-test-app.js';
import { orders } from '../../../db/schema/index.js';
import { createSumUpProvider } from '../../payments/sumup-provider.js';
import { NOTICE_LOOKUP_INTERVAL_MS } from './provider-notices.service.js';

const API_KEY = SUMUP_API_KEY;
const MERCHANT = SUMUP_MERCHANT;
const { t, fake } = useSumUpTestApp();
let buyer: Customer;

beforeAll(async () => {
  buyer = await createCustomer(t.db, t.app);
});
beforeEach(() => {
  fake.failWith(null);
  fake.failRefundsWith(null);
});

async function checkoutFor(title: string, kind: 'course' | 'onlineCourse' = 'course', customer = buyer) {
  const response = await startCheckout(t.app, customer, { title, kind, withdrawalWaiver: kind === 'onlineCourse' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: string; orderId: string; provider: string };
}

const webhook = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/payments/sumup/webhook', payload, remoteAddress: nextRemoteAddress() });

describe('creating a SumUp checkout', () => {
  it("sends SumUp the database's amount in euros, our order id as reference, and the webhook address", async () => {
    const course = await insertCourse(t.db, { priceCents: 12990 });
    const checkout = await checkoutFor(course.title);
    expect(checkout.provider).toBe('sumup');
    const created = fake.checkouts.get(checkout.id);
    expect(created).toMatchObject({
      checkout_reference: checkout.orderId,
      amount: 129.9,
      currency: 'EUR',
      merchant_code: MERCHANT,
      description: course.title,
      return_url: 'https://www.cammini.example/api/payments/sumup/webhook',
      status: 'PENDING',
    });
    const request = fake.requests.find(
      (r) => r.method === 'POST' && (r.body as { checkout_reference?: string }).checkout_reference === checkout.orderId,
    );
    expect(request?.authorization).toBe(`Bearer ${API_KEY}`);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, checkout.orderId));
    expect(order).toMatchObject({ provider: 'sumup', providerCheckoutId: checkout.id, status: 'pending' });
  });

  it('answers 502 when SumUp is down, and marks the order failed so nothing waits on it', async () => {
    const course = await insertCourse(t.db);
    fake.failWith(503);
    const response = await startCheckout(t.app, buyer, { title: course.title });
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toBe('PAYMENT_UNAVAILABLE');
    const rows = await t.db.select().from(orders).where(eq(orders.courseId, course.id));
    expect(rows.map((row) => row.status)).toEqual(['failed']);
  });

  it('has no test card endpoint', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/test/charge',
      headers: bearer(buyer.token),
      payload: { checkoutId: 'x', cardNumber: '4242424242424242', expiry: '12/39', cvc: '123' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('confirming through SumUp', () => {
  it('confirms a paid checkout after the widget answers, by asking SumUp', async () => {
    const customer = await createCustomer(t.db, t.app);
    const online = await insertOnlineCourse(t.db, { priceCents: 5900 });
    const { id, orderId } = await checkoutFor(online.title, 'onlineCourse', customer);
    const pending = await confirmPayment(t.app, customer, orderId);
    expect(pending.json().order.status).toBe('pending');
    fake.settle(id, 'PAID');
    const paid = await confirmPayment(t.app, customer, orderId);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().order).toMatchObject({ status: 'paid', kind: 'onlineCourse' });
    expect(fake.requests.some((r) => r.method === 'GET' && r.url === `/v0.1/checkouts/${id}`)).toBe(true);
    expect((await effectsOf(t.db, orderId)).enrolments).toHaveLength(1);
  });

  it('marks a declined checkout failed, with no enrolment and no credit', async () => {
    const customer = await createCustomer(t.db, t.app);
    const course = await insertCourse(t.db);
    const { id, orderId } = await checkoutFor(course.title, 'course', customer);
    fake.settle(id, 'FAILED');
    expect((await confirmPayment(t.app, customer, orderId)).json().order.status).toBe('failed');
    const effects = await effectsOf(t.db, orderId);
    expect(effects.enrolments).toEqual([]);
    expect(effects.earnings).toEqual([]);
  });

  it('treats an expired checkout as failed', async () => {
    const customer = await createCustomer(t.db, t.app);
    const course = await insertCourse(t.db);
    const { id, orderId } = await checkoutFor(course.title, 'course', customer);
    fake.settle(id, 'EXPIRED');
    expect((await confirmPayment(t.app, customer, orderId)).json().order.status).toBe('failed');
  });

  it('answers 502 when SumUp cannot be asked, and leaves the order pending', async () => {
    const customer = await createCustomer(t.db, t.app);
    const course = await insertCourse(t.db);
    const { id, orderId } = await checkoutFor(course.title, 'course', customer);
    fake.settle(id, 'PAID');
    fake.failWith(500);
    expect((await confirmPayment(t.app, customer, orderId)).statusCode).toBe(502);
    expect((await effectsOf(t.db, orderId)).order.status).toBe('pending');
    fake.failWith(null);
    expect((await confirmPayment(t.app, customer, orderId)).json().order.status).toBe('paid');
  });

  it('never grants a course for a checkout whose amount does not match the order', async () => {
    const customer = await createCustomer(t.db, t.app);
    const course = await insertCourse(t.db, { priceCents: 20000 });
    const { id, orderId } = await checkoutFor(course.title, 'course', customer);
    fake.settle(id, 'PAID');
    fake.tamper(id, { amount: 1 });
    expect((await confirmPayment(t.app, customer, orderId)).statusCode).toBe(502);
    const effects = await effectsOf(t.db, orderId);
    expect(effects.order.status).toBe('pending');
    expect(effects.enrolments).toEqual([]);
  });
});

describe('POST /api/payments/sumup/webhook', () => {
  it('triggers the same retrieval: a paid checkout is confirmed', async () => {
    const customer = await createCustomer(t.db, t.app);
    const course = await insertCourse(t.db);
    const { id, orderId } = await checkoutFor(course.title, 'course', customer);
    fake.settle(id, 'PAID');
    const response = await webhook({ event_type: 'CHECKOUT_STATUS_CHANGED', id });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const effects = await effectsOf(t.db, orderId);
    expect(effects.order.status).toBe('paid');
    expect(effects.enrolments).toHaveLength(1);
  });

  it('reads the newer event shape too', async () => {
    const customer = await createCustomer(t.db, t.app);
    const course = await insertCourse(t.db);
    const { id, orderId } = await checkoutFor(course.title, 'course', customer);
    fake.settle(id, 'FAILED');
    const response = await webhook({
      id: 'c56dc7d23e1dad876cb1e2954854db9e',
      event_type: 'checkout.status.updated',
      payload: { checkout_id: id, reference: orderId, status: 'FAILED' },
      timestamp: new Date().toISOString(),
    });
    expect(response.statusCode).toBe(204);
    expect((await effectsOf(t.db, orderId)).order.status).toBe('failed');
  });

  it('is never trusted by itself: a notice claiming PAID for a pending checkout changes nothing', async () => {
    const customer = await createCustomer(t.db, t.app);
    const course = await insertCourse(t.db);
    const { id, orderId } = await checkoutFor(course.title, 'course', customer);
    const response = await webhook({
      event_type: 'checkout.status.updated',
      payload: { checkout_id: id, reference: orderId, status: 'PAID' },
    });
    expect(response.statusCode).toBe(204);
    const effects = await effectsOf(t.db, orderId);
    expect(effects.order.status).toBe('pending');
    expect(effects.enrolments).toEqual([]);
  });

  it('answers unknown checkouts and odd bodies without telling anything, and confirms once however often it is repeated', async () => {
    expect((await webhook({ event_type: 'CHECKOUT_STATUS_CHANGED', id: 'sconosciuto' })).statusCode).toBe(204);
    expect((await webhook({ event_type: 'something.else' })).statusCode).toBe(204);
    const customer = await createCustomer(t.db, t.app);
    const course = await insertCourse(t.db);
    const { id, orderId } = await checkoutFor(course.title, 'course', customer);
    fake.settle(id, 'PAID');
    await Promise.all(Array.from({ length: 5 }, () => webhook({ event_type: 'CHECKOUT_STATUS_CHANGED', id })));
    await confirmPayment(t.app, customer, orderId);
    const effects = await effectsOf(t.db, orderId);
    expect(effects.enrolments).toHaveLength(1);
  });

  it('answers 502 while SumUp cannot be asked, so SumUp retries later', async () => {
    const customer = await createCustomer(t.db, t.app);
    const course = await insertCourse(t.db);
    const { id } = await checkoutFor(course.title, 'course', customer);
    fake.failWith(503);
    expect((await webhook({ event_type: 'CHECKOUT_STATUS_CHANGED', id })).statusCode).toBe(502);
  });
});

const callsTo = (method: string, url: string) =>
  fake.requests.filter((r) => r.method === method && r.url === url).length;
const notice = (id: string) => webhook({ event_type: 'CHECKOUT_STATUS_CHANGED', id });

describe('one open SumUp checkout per customer and course', () => {
  it('opens one SumUp checkout for five checkouts opened at once', async () => {
    const customer = await createCustomer(t.db, t.app);
    const course = await insertCourse(t.db);
    const created = callsTo('POST', '/v0.1/checkouts');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => startCheckout(t.app, customer, { title: course.title })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(5).fill(200));
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect(callsTo('POST', '/v0.1/checkouts') - created).toBe(1);
    const rows = await t.db.select().from(orders).where(eq(orders.userId, customer.user.id));
    expect(rows.map((row) => row.status)).toEqual(['pending']);
  });

  it('replaces a checkout SumUp reports expired with a new order', async () => {
    const customer = await createCustomer(t.db, t.app);
    const course = await insertCourse(t.db);
    const first = await checkoutFor(course.title, 'course', customer);
    expect(await checkoutFor(course.title, 'course', customer)).toEqual(first);
    fake.settle(first.id, 'EXPIRED');
    const next = await checkoutFor(course.title, 'course', customer);
    expect(next.orderId).not.toBe(first.orderId);
    expect(next.id).not.toBe(first.id);
    expect((await effectsOf(t.db, first.orderId)).order.status).toBe('failed');
    expect((await effectsOf(t.db, next.orderId)).order.status).toBe('pending');
  });
});

describe('repeated SumUp notices', () => {
  it('ask SumUp once for ten notices of one checkout, at once and after it is settled', async () => {
    const customer = await createCustomer(t.db, t.app);
    const course = await insertCourse(t.db);
    const { id, orderId } = await checkoutFor(course.title, 'course', customer);
    fake.settle(id, 'PAID');
    const answers = await Promise.all(Array.from({ length: 10 }, () => notice(id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(204));
    for (let i = 0; i < 10; i += 1) expect((await notice(id)).statusCode).toBe(204);
    expect(callsTo('GET', `/v0.1/checkouts/${id}`)).toBe(1);
    expect((await effectsOf(t.db, orderId)).enrolments).toHaveLength(1);
  });
});

/** A checkout opened before one open checkout per course was the rule, cancelled by migration 0005. */
async function leftoverCheckout(customer: typeof buyer, title: string) {
  const checkout = await checkoutFor(title, 'course', customer);
  await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, checkout.orderId));
  return checkout;
}

async function paidTwice() {
  const customer = await createCustomer(t.db, t.app, { language: 'en' });
  const course = await insertCourse(t.db, { priceCents: 4500 });
  const leftover = await leftoverCheckout(customer, course.title);
  const current = await checkoutFor(course.title, 'course', customer);
  fake.settle(current.id, 'PAID');
  expect((await notice(current.id)).statusCode).toBe(204);
  fake.settle(leftover.id, 'PAID');
  return { customer, course, leftover, current };
}

describe('a SumUp payment for a course already owned', () => {
  it("is refunded through SumUp's refund call, once, and repeated notices ask SumUp nothing more", async () => {
    const { customer, course, leftover, current } = await paidTwice();
    expect((await notice(leftover.id)).statusCode).toBe(204);
    const transactionId = fake.checkouts.get(leftover.id)?.transaction_id;
    expect(fake.refunds.filter((refund) => refund.transactionId === transactionId)).toEqual([
      { transactionId, amount: 45 },
    ]);
    const duplicate = await effectsOf(t.db, leftover.orderId);
    expect(duplicate.order).toMatchObject({ status: 'duplicate', refundReference: transactionId });
    expect(duplicate.order.refundedAt).toBeInstanceOf(Date);
    expect(duplicate.enrolments).toEqual([]);
    expect((await effectsOf(t.db, current.orderId)).enrolments).toHaveLength(1);

    const calls = fake.requests.length;
    await Promise.all(Array.from({ length: 10 }, () => notice(leftover.id)));
    expect(fake.requests.length).toBe(calls);
    expect((await mailsAbout(t.db, customer.user.email, leftover.orderId)).map((mail) => mail.subject)).toEqual([
      `Refund of your duplicate payment: ${course.title}`,
    ]);
    expect((await mailsAbout(t.db, CONTACT, leftover.orderId)).map((mail) => mail.subject)).toEqual([
      `Pagamento doppio rimborsato: ${course.title}`,
    ]);
  });

  it('stays an unrefunded duplicate while SumUp refuses the refund, tells the owner, and is retried by the next notice', async () => {
    const { customer, course, leftover } = await paidTwice();
    fake.failRefundsWith(500);
    expect((await notice(leftover.id)).statusCode).toBe(502);
    const waiting = (await effectsOf(t.db, leftover.orderId)).order;
    expect(waiting).toMatchObject({ status: 'duplicate', refundedAt: null, refundReference: null });
    expect((await mailsAbout(t.db, CONTACT, leftover.orderId)).map((mail) => mail.subject)).toEqual([
      `Pagamento doppio da rimborsare: ${course.title}`,
    ]);
    expect((await mailsAbout(t.db, customer.user.email, leftover.orderId)).map((mail) => mail.subject)).toEqual([
      `Duplicate payment, being refunded: ${course.title}`,
    ]);

    fake.failRefundsWith(null);
    // SumUp repeats the refused notice a minute later, past the interval between look-ups of a checkout.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + NOTICE_LOOKUP_INTERVAL_MS });
    try {
      expect((await notice(leftover.id)).statusCode).toBe(204);
      expect((await notice(leftover.id)).statusCode).toBe(204);
    } finally {
      vi.useRealTimers();
    }
    const transactionId = fake.checkouts.get(leftover.id)?.transaction_id;
    expect(fake.refunds.filter((refund) => refund.transactionId === transactionId)).toHaveLength(1);
    expect((await effectsOf(t.db, leftover.orderId)).order.refundedAt).toBeInstanceOf(Date);
    expect(await mailsAbout(t.db, customer.user.email, leftover.orderId)).toHaveLength(2);
  });
});

describe('what SumUp says it gave back of a checkout', () => {
  it('adds up the REFUND events of its paid transaction, and names that transaction', async () => {
    const { leftover, current } = await paidTwice();
    expect((await notice(leftover.id)).statusCode).toBe(204);
    const sumup = createSumUpProvider({ apiKey: API_KEY, merchantCode: MERCHANT, apiUrl: fake.url, log: t.app.log });
    const transactionId = fake.checkouts.get(leftover.id)?.transaction_id;
    expect(await sumup.refunded(leftover.id)).toEqual({ refundedCents: 4500, reference: transactionId });
    expect((await sumup.refunded(current.id)).refundedCents).toBe(0);
  });
});
