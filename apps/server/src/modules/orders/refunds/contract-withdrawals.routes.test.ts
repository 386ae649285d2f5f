import {
  AdminOrderDetailResponse,
  ContractWithdrawalDraft,
  ContractWithdrawalReceipt,
  ContractWithdrawalView,
  ErrorCode,
  OwnContractWithdrawalsResponse,
  SiteSettings,
  TEST_CARDS,
} from '@cammini/contract';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { insertCourse, insertOnlineCourse } from '../../../../test/fixtures/catalogue.fixtures.js';
import {
  buyWithTestCard,
  type Customer,
  chargeTestCard,
  createCustomer,
  effectsOf,
  mailsTo,
  startCheckout,
} from '../../../../test/fixtures/commerce.fixtures.js';
import { useAdminTestApp } from '../../../../test/support/app.js';
import { bearer, loginAs, nextRemoteAddress } from '../../../../test/support/factories.js';
import { contractWithdrawals, lessons, orderRefunds, orders } from '../../../db/schema/index.js';
import type { Clock } from '../../../lib/clock.js';
import { DEFAULT_SETTINGS, saveSettings } from '../../settings/settings.service.js';
import { FORM_LINKS_PER_ORDER_PER_DAY } from './contract-withdrawals.service.js';

/** Ten in the morning in Rome (winter time), on a day in March 2030. */
const romeMorning = (day: string) => new Date(`${day}T09:00:00Z`);
let now = romeMorning('2030-03-01');
const clock: Clock = { now: () => now };
const t = useAdminTestApp({ clock });

afterEach(async () => {
  now = romeMorning('2030-03-01');
  await saveSettings(t.app.ctx, DEFAULT_SETTINGS);
});

const request = (payload: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contract-withdrawals',
    headers: token ? bearer(token) : {},
    remoteAddress: nextRemoteAddress(),
    payload,
  });
const confirm = (id: string, token?: string, payload: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/contract-withdrawals/${id}/confirm`,
    headers: token ? bearer(token) : {},
    remoteAddress: nextRemoteAddress(),
    payload,
  });
const view = (id: string, query = '', token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/contract-withdrawals/${id}${query}`,
    headers: token ? bearer(token) : {},
    remoteAddress: nextRemoteAddress(),
  });
const own = async (customer: Customer) =>
  OwnContractWithdrawalsResponse.parse(
    (
      await t.app.inject({ method: 'GET', url: '/api/user/contract-withdrawals', headers: bearer(customer.token) })
    ).json(),
  );
const orderNumber = async (orderId: string) =>
  (await t.db.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId)))[0]!.number!;
const refundsOf = (orderId: string) => t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
const totalRefunded = async (orderId: string) =>
  (await refundsOf(orderId)).reduce((sum, refund) => sum + refund.amountCents, 0);

/** Requests and confirms from the buyer's account; answers the receipt. */
async function withdraw(customer: Customer, orderId: string) {
  const draft = await request({ orderId }, customer.token);
  expect(draft.statusCode, draft.body).toBe(200);
  const { id } = ContractWithdrawalDraft.parse(draft.json());
  const confirmed = await confirm(id, customer.token);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return ContractWithdrawalReceipt.parse(confirmed.json());
}

async function onlineSale() {
  const course = await insertOnlineCourse(t.db);
  const referrer = await createCustomer(t.db, t.app);
  const buyer = await createCustomer(t.db, t.app, { referrerId: referrer.user.id });
  const orderId = await buyWithTestCard(t.app, buyer, course.title, 'onlineCourse');
  return { course, buyer, referrer, orderId };
}

describe('withdrawing from the account', () => {
  it('refunds an online course not yet started, ends access, reverses the credit and acknowledges with date and time', async () => {
    const { buyer, referrer, orderId } = await onlineSale();
    now = new Date('2030-03-01T14:00:00Z');
    const draft = await request({ orderId }, buyer.token);
    expect(draft.statusCode, draft.body).toBe(200);
    const parsed = ContractWithdrawalDraft.parse(draft.json());
    expect(parsed).toMatchObject({ orders: [{ id: orderId, kind: 'onlineCourse', paid: 59 }], refund: 59 });
    // Nothing is done by the request alone.
    expect((await effectsOf(t.db, orderId)).order.status).toBe('paid');
    expect(await mailsTo(t.db, buyer.user.email)).toHaveLength(1);

    now = new Date('2030-03-01T14:25:00Z');
    const receipt = await confirm(parsed.id, buyer.token);
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(ContractWithdrawalReceipt.parse(receipt.json())).toEqual({
      receivedAt: '2030-03-01T14:25:00.000Z',
      refund: 59,
      status: 'refunded',
      refundDueAt: '2030-03-15T14:25:00.000Z',
    });

    const effects = await effectsOf(t.db, orderId);
    expect(effects.order.status).toBe('refunded');
    expect(effects.enrolments).toEqual([]);
    expect(effects.earnings.map((entry) => [entry.userId, entry.kind, entry.amountCents])).toEqual(
      expect.arrayContaining([
        [referrer.user.id, 'referral', 600],
        [referrer.user.id, 'referralReversal', -600],
      ]),
    );
    expect(await refundsOf(orderId)).toMatchObject([{ amountCents: 5900, requestedBy: 'withdrawal' }]);

    const mails = await mailsTo(t.db, buyer.user.email);
    const acknowledgement = mails.find((mail) => mail.subject.startsWith('Recesso ricevuto'));
    expect(acknowledgement?.text).toContain('il 1 marzo 2030 alle ore 15:25 CET');
    expect(acknowledgement?.text).toMatch(/ti rimborsiamo 59,00\s€, tutto quanto hai pagato/);
    expect(mails.some((mail) => mail.subject.startsWith('Recesso rimborsato'))).toBe(true);

    const listed = await own(buyer);
    expect(listed.withdrawals).toMatchObject([{ id: parsed.id, status: 'refunded', refund: 59 }]);
    expect(listed.orders).toEqual([]);

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/details`,
      headers: bearer(await t.freshAdminToken()),
    });
    expect(AdminOrderDetailResponse.parse(detail.json()).order.withdrawal).toMatchObject({
      id: parsed.id,
      status: 'refunded',
      channel: 'account',
      refund: 59,
      refunded: 59,
    });
  });

  it('is closed once the buyer opened a lesson: the waiver ended the right (409, the list says why)', async () => {
    const { buyer, orderId, course } = await onlineSale();
    expect((await own(buyer)).orders).toMatchObject([{ id: orderId, blockedBy: null, lastDay: '2030-03-15' }]);
    const [lesson] = await t.db.select().from(lessons).where(eq(lessons.onlineCourseId, course.id));
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/lessons/${lesson!.id}/video-url`,
      headers: bearer(buyer.token),
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const refused = await request({ orderId }, buyer.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(ErrorCode.CONTRACT_WITHDRAWAL_UNAVAILABLE);
    expect((await own(buyer)).orders).toMatchObject([{ id: orderId, blockedBy: 'viewingStarted' }]);
    expect((await effectsOf(t.db, orderId)).order.status).toBe('paid');
  });

  it('runs 14 days after the day of payment in Rome: open on day 14 at 23:59, closed on day 15 at midnight', async () => {
    // Paid at 23:30 in Rome on 1 March (22:30 UTC): that day is day 0.
    now = new Date('2030-03-01T22:30:00Z');
    const { buyer, orderId } = await onlineSale();
    now = new Date('2030-03-15T22:59:00Z'); // 23:59 on 15 March in Rome
    expect((await request({ orderId }, buyer.token)).statusCode).toBe(200);
    now = new Date('2030-03-15T23:00:00Z'); // midnight: 16 March in Rome
    const late = await request({ orderId }, buyer.token);
    expect(late.statusCode).toBe(409);
    expect((await own(buyer)).orders).toMatchObject([{ blockedBy: 'periodOver', lastDay: '2030-03-15' }]);
  });

  it('follows the period the business grants: 30 days open on day 30, closed on day 31', async () => {
    await saveSettings(t.app.ctx, SiteSettings.parse({ ...DEFAULT_SETTINGS, withdrawalPeriodDays: 30 }));
    const { buyer, orderId } = await onlineSale();
    // A login lasts 30 days: the buyer logs in again to withdraw.
    now = romeMorning('2030-03-31');
    expect((await request({ orderId }, await loginAs(t.app, buyer.user.email))).statusCode).toBe(200);
    now = romeMorning('2030-04-01');
    expect((await request({ orderId }, await loginAs(t.app, buyer.user.email))).statusCode).toBe(409);
  });

  it('gives back the deposit and the balance of a booking, and frees the seat', async () => {
    const course = await insertCourse(t.db, { seats: 1 });
    const buyer = await createCustomer(t.db, t.app);
    const deposit = await startCheckout(t.app, buyer, { title: course.title, payment: 'deposit' });
    expect(deposit.statusCode, deposit.body).toBe(200);
    expect((await chargeTestCard(t.app, buyer, deposit.json().id, TEST_CARDS.success)).statusCode).toBe(200);
    const balance = await startCheckout(t.app, buyer, { title: course.title, payment: 'balance' });
    expect(balance.statusCode, balance.body).toBe(200);
    expect((await chargeTestCard(t.app, buyer, balance.json().id, TEST_CARDS.success)).statusCode).toBe(200);

    const bookingId: string = deposit.json().orderId;
    const receipt = await withdraw(buyer, bookingId);
    expect(receipt).toMatchObject({ refund: 280, status: 'refunded' });
    expect(await totalRefunded(bookingId)).toBe(7000);
    expect(await totalRefunded(balance.json().orderId)).toBe(21000);
    expect((await effectsOf(t.db, bookingId)).enrolments).toEqual([]);

    // The seat is free: someone else can book it.
    const next = await createCustomer(t.db, t.app);
    expect((await startCheckout(t.app, next, { title: course.title })).statusCode).toBe(200);
  });

  it('does not let anyone withdraw another customer’s order (404), nor without logging in by id (401)', async () => {
    const { orderId } = await onlineSale();
    const stranger = await createCustomer(t.db, t.app);
    expect((await request({ orderId }, stranger.token)).statusCode).toBe(404);
    expect((await request({ orderId })).statusCode).toBe(401);
    expect(await t.db.select().from(contractWithdrawals).where(eq(contractWithdrawals.orderId, orderId))).toEqual([]);
  });

  it('keeps in-person courses out when the owner applies the leisure-services exception', async () => {
    await saveSettings(t.app.ctx, SiteSettings.parse({ ...DEFAULT_SETTINGS, leisureServiceException: true }));
    const course = await insertCourse(t.db);
    const buyer = await createCustomer(t.db, t.app);
    const orderId = await buyWithTestCard(t.app, buyer, course.title);
    expect((await request({ orderId }, buyer.token)).statusCode).toBe(409);
    expect((await own(buyer)).orders).toMatchObject([{ id: orderId, blockedBy: 'leisureService' }]);
  });

  it('asks for a new request once the confirmation waited too long (409 CONTRACT_WITHDRAWAL_EXPIRED)', async () => {
    const { buyer, orderId } = await onlineSale();
    const { id } = ContractWithdrawalDraft.parse((await request({ orderId }, buyer.token)).json());
    now = new Date(now.getTime() + 61 * 60_000);
    const late = await confirm(id, buyer.token);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(ErrorCode.CONTRACT_WITHDRAWAL_EXPIRED);
    expect((await effectsOf(t.db, orderId)).order.status).toBe('paid');
  });

  it('answers the same receipt when confirmed twice, and returns the money once', async () => {
    const { buyer, orderId } = await onlineSale();
    const { id } = ContractWithdrawalDraft.parse((await request({ orderId }, buyer.token)).json());
    const [first, second] = await Promise.all([confirm(id, buyer.token), confirm(id, buyer.token)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().receivedAt).toBe(second.json().receivedAt);
    expect(await totalRefunded(orderId)).toBe(5900);
  });
});

describe('a withdrawal racing another refund', () => {
  it('with the admin’s refund of the whole order: the money goes back once', async () => {
    const { buyer, orderId } = await onlineSale();
    const { id } = ContractWithdrawalDraft.parse((await request({ orderId }, buyer.token)).json());
    const adminToken = await t.freshAdminToken();
    const [receipt, refund] = await Promise.all([
      confirm(id, buyer.token),
      t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/refund`, headers: bearer(adminToken), payload: {} }),
    ]);
    expect([200, 409]).toContain(receipt.statusCode);
    expect([200, 409]).toContain(refund.statusCode);
    expect(await totalRefunded(orderId)).toBe(5900);
    expect((await effectsOf(t.db, orderId)).order.status).toBe('refunded');
  });

  it('with the customer’s cancellation of the booking: the money goes back once', async () => {
    const course = await insertCourse(t.db, { freeCancellation: true });
    const buyer = await createCustomer(t.db, t.app);
    const orderId = await buyWithTestCard(t.app, buyer, course.title);
    const { id } = ContractWithdrawalDraft.parse((await request({ orderId }, buyer.token)).json());
    const [receipt, cancel] = await Promise.all([
      confirm(id, buyer.token),
      t.app.inject({
        method: 'POST',
        url: `/api/user/courses/${encodeURIComponent(course.title)}/cancel`,
        headers: bearer(buyer.token),
      }),
    ]);
    expect([200, 409]).toContain(receipt.statusCode);
    expect([200, 409]).toContain(cancel.statusCode);
    expect(await totalRefunded(orderId)).toBe(28000);
  });
});

describe('withdrawing with the order number and e-mail, without logging in', () => {
  const linkIn = (text: string) => {
    const match = text.match(/\/recesso\/([0-9a-f-]{36})\?token=([A-Za-z0-9_-]+)/);
    if (!match) throw new Error('no confirmation link');
    return { id: match[1]!, token: match[2]! };
  };

  it('answers a wrong pair as a right one; only the buyer gets the link, which confirms the withdrawal', async () => {
    const course = await insertCourse(t.db);
    const buyer = await createCustomer(t.db, t.app);
    const orderId = await buyWithTestCard(t.app, buyer, course.title);
    const number = await orderNumber(orderId);

    const wrong = await request({ orderNumber: number, email: 'qualcuno@example.com', name: 'Qualcuno' });
    const right = await request({ orderNumber: ` n. ${number} `, email: buyer.user.email.toUpperCase(), name: 'Anna' });
    expect(wrong.statusCode).toBe(200);
    expect(right.statusCode).toBe(200);
    for (const answer of [wrong, right]) {
      const body = ContractWithdrawalDraft.parse(answer.json());
      expect(body).toEqual({ id: expect.any(String), orders: [], refund: null });
    }
    expect(Object.keys(wrong.json())).toEqual(Object.keys(right.json()));
    expect(await mailsTo(t.db, 'qualcuno@example.com')).toEqual([]);

    const link = (await mailsTo(t.db, buyer.user.email)).find((mail) => mail.subject.startsWith('Conferma il recesso'));
    const { id, token } = linkIn(link!.text);
    // Neither the id alone, nor a wrong token, nor another customer's session shows or confirms it.
    const stranger = await createCustomer(t.db, t.app);
    expect((await view(id)).statusCode).toBe(404);
    expect((await view(id, `?token=${'x'.repeat(43)}`)).statusCode).toBe(404);
    expect((await view(id, '', stranger.token)).statusCode).toBe(404);
    expect((await confirm(id, undefined, { token: 'y'.repeat(43) })).statusCode).toBe(404);
    expect((await confirm(id, stranger.token)).statusCode).toBe(404);

    const shown = ContractWithdrawalView.parse((await view(id, `?token=${token}`)).json());
    expect(shown).toMatchObject({ status: 'requested', refund: 280, orders: [{ id: orderId, number }] });
    const confirmed = await confirm(id, undefined, { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ refund: 280, status: 'refunded' });
    expect((await t.db.select().from(contractWithdrawals).where(eq(contractWithdrawals.id, id)))[0]).toMatchObject({
      channel: 'form',
      statedName: 'Anna',
      status: 'refunded',
    });
  });

  it(`mails an order's buyer at most ${FORM_LINKS_PER_ORDER_PER_DAY} times a day, answering the same`, async () => {
    const course = await insertCourse(t.db);
    const buyer = await createCustomer(t.db, t.app);
    const orderId = await buyWithTestCard(t.app, buyer, course.title);
    const number = await orderNumber(orderId);
    const before = (await mailsTo(t.db, buyer.user.email)).length;
    for (let i = 0; i <= FORM_LINKS_PER_ORDER_PER_DAY; i++) {
      const answer = await request({ orderNumber: number, email: buyer.user.email, name: 'Anna' });
      expect(answer.statusCode).toBe(200);
    }
    expect((await mailsTo(t.db, buyer.user.email)).length - before).toBe(FORM_LINKS_PER_ORDER_PER_DAY);
  });

  it('tells the buyer, not the visitor, why an order cannot be withdrawn from online', async () => {
    const { buyer, orderId } = await onlineSale();
    now = romeMorning('2030-03-20');
    const answer = await request({ orderNumber: await orderNumber(orderId), email: buyer.user.email, name: 'Anna' });
    expect(answer.json()).toMatchObject({ orders: [], refund: null });
    const mail = (await mailsTo(t.db, buyer.user.email)).find((m) => m.subject.startsWith("Sul recesso dall'ordine"));
    expect(mail?.text).toContain('il periodo per il recesso è terminato il 15 marzo 2030');
  });

  it('refuses a malformed order number or e-mail with a clear error, and storing nothing', async () => {
    for (const payload of [
      { orderNumber: 'abc', email: 'a@example.com', name: 'A' },
      { orderNumber: '2030-0001', email: 'non-una-email', name: 'A' },
      { orderNumber: '2030-0001', email: 'a@example.com', name: '' },
      { orderNumber: '2030-0001', email: 'a@example.com', name: 'A', extra: true },
    ]) {
      const answer = await request(payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
