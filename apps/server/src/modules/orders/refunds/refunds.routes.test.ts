import { ErrorCode, OwnedCoursesResponse, RefundOrderResponse, TEST_CARDS, UserResponse } from '@cammini/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VALID_IBAN, VALID_TAX_CODE } from '../../../../test/fixtures/banking.fixtures.js';
import { insertCourse, insertOnlineCourse } from '../../../../test/fixtures/catalogue.fixtures.js';
import {
  buyWithTestCard,
  CONTACT,
  type Customer,
  chargeTestCard,
  courseWithCreditHolders,
  createCustomer,
  effectsOf,
  inDays,
  mailsAbout,
  startCheckout,
} from '../../../../test/fixtures/commerce.fixtures.js';
import { useAdminTestApp } from '../../../../test/support/app.js';
import { bearer } from '../../../../test/support/factories.js';
import {
  courseWaitlist,
  earnings,
  orderRefunds,
  orders,
  testPaymentCheckouts,
  users,
} from '../../../db/schema/index.js';
import { addDays, businessDay, businessDayStart } from '../../../lib/business-day.js';

const t = useAdminTestApp();

const refund = (orderId: string, body: { amount?: number } = {}, token = t.adminToken) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/refund`, headers: bearer(token), payload: body });

const ownedCourses = async (customer: Customer) =>
  OwnedCoursesResponse.parse(
    (await t.app.inject({ method: 'GET', url: '/api/user/courses', headers: bearer(customer.token) })).json(),
  ).courses;

const profileOf = async (customer: Customer) =>
  UserResponse.parse((await t.app.inject({ method: 'GET', url: '/api/user/', headers: bearer(customer.token) })).json())
    .user;

/** A 280 € course with a 28 € referral share and a 70 € member share, bought by A whom B invited. */
async function sale(values: Parameters<typeof insertCourse>[1] = {}) {
  const { course, buyer, referrer, facilitator } = await courseWithCreditHolders(t, values);
  const orderId = await buyWithTestCard(t.app, buyer, course.title);
  return { course, buyer, referrer, facilitator, orderId };
}

/** The withdrawal period has passed for the credits of an order. */
const creditsMature = (orderId: string) =>
  t.db.update(earnings).set({ availableAt: sql`now() - interval '1 second'` }).where(eq(earnings.orderId, orderId));

describe('POST /api/orders/{id}/refund, in full', () => {
  it('gives everything back, ends the enrolment, reverses both credits and tells buyer and owner', async () => {
    const { buyer, referrer, facilitator, orderId } = await sale();
    const response = await refund(orderId);
    expect(response.statusCode, response.body).toBe(200);
    expect(RefundOrderResponse.parse(response.json())).toMatchObject({
      id: orderId,
      status: 'refunded',
      amount: 280,
      refundedNow: 280,
      refunded: 280,
      refundable: 0,
    });

    const effects = await effectsOf(t.db, orderId);
    expect(effects.order).toMatchObject({ status: 'refunded', refundedCents: 28000 });
    expect(effects.enrolments).toHaveLength(0);
    expect(await ownedCourses(buyer)).toEqual([]);
    const ledger = effects.earnings.map((row) => [row.userId, row.kind, row.amountCents]);
    expect(ledger).toEqual(
      expect.arrayContaining([
        [referrer.user.id, 'referral', 2800],
        [referrer.user.id, 'referralReversal', -2800],
        [facilitator.user.id, 'member', 7000],
        [facilitator.user.id, 'memberReversal', -7000],
      ]),
    );
    expect(ledger).toHaveLength(4);
    const recorded = await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
    expect(recorded).toMatchObject([{ amountCents: 28000, requestedBy: 'admin' }]);
    const [checkout] = await t.db
      .select()
      .from(testPaymentCheckouts)
      .where(eq(testPaymentCheckouts.id, effects.order.providerCheckoutId!));
    expect(checkout?.status).toBe('REFUNDED');

    const [mail] = (await mailsAbout(t.db, buyer.user.email, orderId)).filter((m) => m.subject.includes('Rimborso'));
    expect(mail?.text).toContain('280,00');
    expect(mail?.text).toContain('terminata');
    const [notice] = (await mailsAbout(t.db, CONTACT, orderId)).filter((m) => m.subject.startsWith('Rimborso'));
    expect(notice?.text).toContain(`Apri l'ordine: http://localhost:3000/ordini/${orderId}`);
    expect(notice?.html).toContain(`href="http://localhost:3000/ordini/${orderId}"`);
    // The pending credits were never available: reversed with them, the balances stay at zero.
    expect(await profileOf(referrer)).toMatchObject({ balance: 0, earnings: 0, pendingCredits: [] });
  });

  it('writes to an English-speaking buyer in English', async () => {
    const course = await insertCourse(t.db);
    const buyer = await createCustomer(t.db, t.app, { language: 'en' });
    const orderId = await buyWithTestCard(t.app, buyer, course.title);
    expect((await refund(orderId)).statusCode).toBe(200);
    const mails = await mailsAbout(t.db, buyer.user.email, orderId);
    expect(mails.some((m) => m.subject.startsWith('Refund for the course') && m.text.includes('has ended'))).toBe(true);
  });

  it('ends access to an online course', async () => {
    const course = await insertOnlineCourse(t.db);
    const buyer = await createCustomer(t.db, t.app);
    const orderId = await buyWithTestCard(t.app, buyer, course.title, 'onlineCourse');
    expect((await refund(orderId)).statusCode).toBe(200);
    const player = await t.app.inject({
      method: 'GET',
      url: `/api/user/onlinecourses/${encodeURIComponent(course.title)}`,
      headers: bearer(buyer.token),
    });
    expect(player.statusCode).toBeGreaterThanOrEqual(403);
  });

  it('frees the seat of a sold-out course and offers it to the first in the waiting list', async () => {
    const { course, orderId } = await sale({ seats: 1, startDate: inDays(40), endDate: null });
    const waiting = await createCustomer(t.db, t.app);
    const joined = await t.app.inject({
      method: 'POST',
      url: `/api/course/${encodeURIComponent(course.title)}/waitlist`,
      headers: bearer(waiting.token),
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect((await refund(orderId)).statusCode).toBe(200);
    const [entry] = await t.db
      .select()
      .from(courseWaitlist)
      .where(and(eq(courseWaitlist.courseId, course.id), eq(courseWaitlist.userId, waiting.user.id)));
    expect(entry?.status).toBe('offered');
  });
});

describe('POST /api/orders/{id}/refund, in part', () => {
  it('keeps the enrolment and the credits, never gives back more than was paid, and the rest closes the order', async () => {
    const { buyer, orderId } = await sale();
    const part = await refund(orderId, { amount: 50.5 });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({ status: 'paid', refundedNow: 50.5, refunded: 50.5, refundable: 229.5 });
    expect((await effectsOf(t.db, orderId)).enrolments).toHaveLength(1);
    expect((await effectsOf(t.db, orderId)).earnings.every((row) => row.amountCents > 0)).toBe(true);
    expect(await ownedCourses(buyer)).toHaveLength(1);

    const tooMuch = await refund(orderId, { amount: 229.51 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ error: ErrorCode.REFUND_TOO_LARGE });
    expect(tooMuch.json().message).toMatch(/al massimo 229,50\s€/);

    const rest = await refund(orderId);
    expect(rest.json()).toMatchObject({ status: 'refunded', refundedNow: 229.5, refunded: 280, refundable: 0 });
    expect(await ownedCourses(buyer)).toEqual([]);
    const recorded = await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
    expect(recorded.map((row) => row.amountCents).sort()).toEqual([22950, 5050]);
    expect(new Set(recorded.map((row) => row.reference)).size).toBe(2);

    const again = await refund(orderId, { amount: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: ErrorCode.ALREADY_REFUNDED });
  });

  it('refuses an amount with more than two decimals, zero, or unknown fields', async () => {
    const { orderId } = await sale();
    for (const body of [{ amount: 1.005 }, { amount: 0 }, { amount: -3 }, { amount: 5, extra: 1 }]) {
      expect((await refund(orderId, body as { amount: number })).statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('who may refund what', () => {
  it('refuses orders that took no money (409 ORDER_NOT_PAID) and unknown ones (404)', async () => {
    const course = await insertCourse(t.db);
    const buyer = await createCustomer(t.db, t.app);
    const open = await startCheckout(t.app, buyer, { title: course.title });
    const pending = await refund(open.json().orderId);
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toMatchObject({ error: ErrorCode.ORDER_NOT_PAID });
    expect((await refund('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('is for the admin alone: a customer, even the buyer, gets 403; a stranger 401', async () => {
    const { buyer, orderId } = await sale();
    expect((await refund(orderId, {}, buyer.token)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/refund`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
    expect((await effectsOf(t.db, orderId)).order.refundedCents).toBe(0);
  });
});

describe('twenty refunds of one order at once', () => {
  it('refund it once: one provider refund, the others 409 NOTHING_TO_REFUND', async () => {
    const { orderId } = await sale();
    const responses = await Promise.all(Array.from({ length: 20 }, () => refund(orderId)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect([ErrorCode.NOTHING_TO_REFUND, ErrorCode.ALREADY_REFUNDED]).toContain(response.json().error);
    }
    const { order, earnings: ledger } = await effectsOf(t.db, orderId);
    expect(order).toMatchObject({ status: 'refunded', refundedCents: 28000 });
    expect(await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId))).toHaveLength(1);
    // The provider gave the money back once: the checkout, and no partial refund beside it.
    const checkouts = await t.db.select().from(testPaymentCheckouts).where(eq(testPaymentCheckouts.orderId, orderId));
    expect(checkouts.map((row) => row.status)).toEqual(['REFUNDED']);
    expect(ledger.filter((row) => row.amountCents < 0)).toHaveLength(2);
  });
});

describe('a refunded credit that was already withdrawn', () => {
  /** A sale whose 28 € referral credit its referrer, verified and with bank details, has already withdrawn. */
  async function saleWithCreditWithdrawn() {
    const { referrer, orderId } = await sale();
    await creditsMature(orderId);
    await t.db
      .update(users)
      .set({ iban: VALID_IBAN, taxCode: VALID_TAX_CODE, docVerified: true })
      .where(eq(users.id, referrer.user.id));
    const withdraw = (amount: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/withdraw/',
        headers: bearer(referrer.token),
        payload: { email: referrer.user.email, amount },
      });
    expect((await withdraw(28)).statusCode).toBe(200);
    return { referrer, orderId, withdraw };
  }

  it('leaves a negative balance that blocks the next withdrawal until new credits cover it', async () => {
    const { referrer, orderId, withdraw } = await saleWithCreditWithdrawn();
    expect((await refund(orderId)).statusCode).toBe(200);
    expect(await profileOf(referrer)).toMatchObject({ balance: -28, earnings: 0 });

    // A new 45 € credit, available: it first covers the debt, and only the rest can be withdrawn.
    await t.db.insert(earnings).values({
      userId: referrer.user.id,
      kind: 'referral',
      amountCents: 4500,
      availableAt: new Date(Date.now() - 60_000),
    });
    expect(await profileOf(referrer)).toMatchObject({ balance: 17 });
    const blocked = await withdraw(20);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({ error: ErrorCode.INSUFFICIENT_BALANCE });
    expect((await withdraw(17)).statusCode).toBe(200);
  });

  it('answers that the balance is negative', async () => {
    const { orderId, withdraw } = await saleWithCreditWithdrawn();
    expect((await refund(orderId)).statusCode).toBe(200);
    const blocked = await withdraw(15);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({ error: ErrorCode.INSUFFICIENT_BALANCE });
    expect(blocked.json().message).toContain('negativo');
  });
});

describe('credits that wait for the withdrawal period', () => {
  it('are pending until the 14-day withdrawal period is over, shown with their date, and not withdrawable meanwhile', async () => {
    const { referrer, facilitator, orderId } = await sale();
    const { order } = await effectsOf(t.db, orderId);
    // The period runs through the 14th day after the day of the payment; the credit is withdrawable from the next midnight in Rome.
    const expected = businessDayStart(addDays(businessDay(order.paidAt!), 15)).toISOString();
    expect(await profileOf(referrer)).toMatchObject({
      earnings: 28,
      balance: 0,
      pendingCredits: [{ kind: 'referral', amount: 28, availableAt: expected }],
    });
    expect(await profileOf(facilitator)).toMatchObject({
      memberEarnings: 70,
      balance: 0,
      pendingCredits: [{ kind: 'member', amount: 70, availableAt: expected }],
    });
    await creditsMature(orderId);
    expect(await profileOf(referrer)).toMatchObject({ balance: 28, pendingCredits: [] });
  });
});

/** A 280 € course with free cancellation and a 70 € deposit, `startsInDays` from today in Rome. */
async function cancellableCourse(startsInDays = 30, freeCancellation = true) {
  return insertCourse(t.db, { startDate: inDays(startsInDays), endDate: null, freeCancellation });
}

const cancel = (customer: Customer, title: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/user/courses/${encodeURIComponent(title)}/cancel`,
    headers: bearer(customer.token),
  });

async function payBy(customer: Customer, title: string, payment: 'full' | 'deposit' | 'balance') {
  const checkout = await startCheckout(t.app, customer, { title, payment });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const charged = await chargeTestCard(t.app, customer, checkout.json().id, TEST_CARDS.success);
  expect(charged.statusCode, charged.body).toBe(200);
  return charged.json().order.id as string;
}

describe('POST /api/user/courses/{title}/cancel', () => {
  it('cancels a deposit booking whose balance was paid by card: both orders refunded, the seat freed', async () => {
    const course = await cancellableCourse();
    const buyer = await createCustomer(t.db, t.app);
    const depositId = await payBy(buyer, course.title, 'deposit');
    const balanceId = await payBy(buyer, course.title, 'balance');
    expect((await ownedCourses(buyer))[0]).toMatchObject({ title: course.title, cancellation: { refund: 280 } });

    const response = await cancel(buyer, course.title);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ title: course.title, refunded: 280 });
    expect(await ownedCourses(buyer)).toEqual([]);
    for (const id of [depositId, balanceId]) {
      const { order } = await effectsOf(t.db, id);
      expect(order.status).toBe('refunded');
      const [row] = await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, id));
      expect(row?.requestedBy).toBe('customer');
    }
    expect((await mailsAbout(t.db, buyer.user.email, depositId)).some((m) => m.subject.includes('annullata'))).toBe(
      true,
    );
    expect((await cancel(buyer, course.title)).statusCode).toBe(404);
  });

  it('is closed without free cancellation, or 7 days or less before the start (409 CANCELLATION_CLOSED)', async () => {
    const buyer = await createCustomer(t.db, t.app);
    for (const course of [await cancellableCourse(30, false), await cancellableCourse(7)]) {
      const orderId = await buyWithTestCard(t.app, buyer, course.title);
      expect((await ownedCourses(buyer)).find((c) => c.title === course.title)?.cancellation).toBeNull();
      const response = await cancel(buyer, course.title);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error: ErrorCode.CANCELLATION_CLOSED });
      expect((await effectsOf(t.db, orderId)).order).toMatchObject({ status: 'paid', refundedCents: 0 });
    }
    const eightDays = await cancellableCourse(8);
    await buyWithTestCard(t.app, buyer, eightDays.title);
    expect((await cancel(buyer, eightDays.title)).json()).toEqual({ title: eightDays.title, refunded: 280 });
  });

  it('tells the booking of a course whose free cancellation has closed the day it closed', async () => {
    const buyer = await createCustomer(t.db, t.app);
    const [closed, open, never] = [
      await cancellableCourse(7),
      await cancellableCourse(8),
      await cancellableCourse(7, false),
    ];
    for (const course of [closed, open, never]) await buyWithTestCard(t.app, buyer, course.title);
    const owned = await ownedCourses(buyer);
    const find = (title: string) => owned.find((course) => course.title === title);
    // Closed on the 7th day before the start (today): the first day it can no longer be cancelled.
    expect(find(closed.title)).toMatchObject({ cancellation: null, cancellationClosedOn: inDays(0) });
    expect(find(open.title)).toMatchObject({ cancellation: { refund: 280 }, cancellationClosedOn: null });
    expect(find(never.title)?.cancellationClosedOn).toBeNull();
  });

  it('answers 404 for a course the caller does not own, and 401 without a login', async () => {
    const course = await cancellableCourse();
    const owner = await createCustomer(t.db, t.app);
    const other = await createCustomer(t.db, t.app);
    await buyWithTestCard(t.app, owner, course.title);
    expect((await cancel(other, course.title)).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/user/courses/${encodeURIComponent(course.title)}/cancel`,
    });
    expect(anonymous.statusCode).toBe(401);
    const [order] = await t.db.select().from(orders).where(eq(orders.userId, owner.user.id));
    expect(order?.status).toBe('paid');
  });
});
