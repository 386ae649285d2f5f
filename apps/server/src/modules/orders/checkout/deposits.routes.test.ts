import { CheckoutItemResponse, CourseBookingsResponse, OwnedCoursesResponse, TEST_CARDS } from '@cammini/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertCourse, insertOnlineCourse } from '../../../../test/fixtures/catalogue.fixtures.js';
import {
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
import { orders } from '../../../db/schema/index.js';

const t = useAdminTestApp();

/** A course of 280 € with a 70 € deposit, led by a member with an account, and a buyer someone invited. */
const booking = (startsInDays = 30) =>
  courseWithCreditHolders(t, {
    priceCents: 28000,
    facilitatorPriceCents: 7000,
    affiliatePriceCents: 2800,
    startDate: inDays(startsInDays),
    endDate: null,
  });

async function pay(customer: Customer, title: string, payment: 'full' | 'deposit' | 'balance') {
  const checkout = await startCheckout(t.app, customer, { title, payment });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const charged = await chargeTestCard(t.app, customer, checkout.json().id, TEST_CARDS.success);
  expect(charged.statusCode, charged.body).toBe(200);
  return { checkout: checkout.json(), order: charged.json().order };
}

const choices = async (customer: Customer, title: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/checkout/${encodeURIComponent(title)}`,
    headers: bearer(customer.token),
  });
  return CheckoutItemResponse.parse(response.json()).item.choices;
};

describe('paying a deposit, then the balance', () => {
  it('books with the deposit, owes the rest, and grants the credits once the balance is paid', async () => {
    const { course, buyer, referrer, facilitator } = await booking();
    expect(await choices(buyer, course.title)).toEqual({ deposit: 70, balanceDue: null });

    const deposit = await pay(buyer, course.title, 'deposit');
    expect(deposit.checkout).toMatchObject({ amount: 70, payment: 'deposit' });
    expect(deposit.order).toMatchObject({ status: 'paid', payment: 'deposit', amount: 70, balanceDue: 210 });
    const afterDeposit = await effectsOf(t.db, deposit.order.id);
    expect(afterDeposit.enrolments).toHaveLength(1);
    expect(afterDeposit.earnings).toHaveLength(0);
    const [receipt] = await mailsAbout(t.db, buyer.user.email, deposit.order.id);
    expect(receipt?.text).toContain('Acconto pagato: 70,00\u00a0€');
    expect(receipt?.text).toContain('Resta da pagare: 210,00\u00a0€');

    const owned = await t.app.inject({ method: 'GET', url: '/api/user/courses', headers: bearer(buyer.token) });
    const [mine] = OwnedCoursesResponse.parse(owned.json()).courses;
    expect(mine).toMatchObject({ title: course.title, balanceDue: 210 });
    expect(await choices(buyer, course.title)).toMatchObject({ balanceDue: 210 });

    const balance = await pay(buyer, course.title, 'balance');
    expect(balance.checkout).toMatchObject({ amount: 210, payment: 'balance' });
    expect(balance.order).toMatchObject({ status: 'paid', payment: 'balance' });
    const afterBalance = await effectsOf(t.db, deposit.order.id);
    expect(afterBalance.order).toMatchObject({ balanceDueCents: 0, balancePaidOnSite: false });
    expect(afterBalance.order.balancePaidAt).not.toBeNull();
    expect(afterBalance.earnings.map((credit) => [credit.userId, credit.kind, credit.amountCents])).toEqual(
      expect.arrayContaining([
        [referrer.user.id, 'referral', 2800],
        [facilitator.user.id, 'member', 7000],
      ]),
    );
    const [balanceReceipt] = await mailsAbout(t.db, buyer.user.email, balance.order.id);
    expect(balanceReceipt?.text).toContain('Saldo pagato: 210,00\u00a0€');

    const again = await startCheckout(t.app, buyer, { title: course.title, payment: 'balance' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'NOTHING_DUE' });
  });

  it('charges the full price by default, with the credits at once', async () => {
    const { course, buyer } = await booking();
    const { order } = await pay(buyer, course.title, 'full');
    expect(order).toMatchObject({ amount: 280, payment: 'full', balanceDue: 0 });
    expect((await effectsOf(t.db, order.id)).earnings).toHaveLength(2);
  });

  it('offers no deposit a week or less before the start, without one, or for online courses: 409', async () => {
    const soon = await booking(7);
    expect(await choices(soon.buyer, soon.course.title)).toEqual({ deposit: null, balanceDue: null });
    const noDeposit = await insertCourse(t.db, { facilitatorPriceCents: 0, startDate: inDays(40), endDate: null });
    const online = await insertOnlineCourse(t.db);
    for (const body of [
      { title: soon.course.title },
      { title: noDeposit.title },
      { title: online.title, kind: 'onlineCourse' as const, withdrawalWaiver: true },
    ]) {
      const response = await startCheckout(t.app, soon.buyer, { ...body, payment: 'deposit' });
      expect(response.statusCode, body.title).toBe(409);
      expect(response.json()).toMatchObject({ error: 'DEPOSIT_UNAVAILABLE' });
    }
  });

  it('refuses a balance without a deposit booking: 409 NOTHING_DUE', async () => {
    const { course, buyer } = await booking();
    const response = await startCheckout(t.app, buyer, { title: course.title, payment: 'balance' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'NOTHING_DUE' });
  });

  it('replaces an open checkout for the full price when the customer chooses the deposit', async () => {
    const { course, buyer } = await booking();
    const full = await startCheckout(t.app, buyer, { title: course.title });
    const deposit = await startCheckout(t.app, buyer, { title: course.title, payment: 'deposit' });
    expect(deposit.json()).toMatchObject({ amount: 70, payment: 'deposit' });
    expect(deposit.json().orderId).not.toBe(full.json().orderId);
    const [old] = await t.db.select().from(orders).where(eq(orders.id, full.json().orderId));
    expect(old?.status).toBe('cancelled');
  });
});

describe('the admin and the bookings', () => {
  const bookingsOf = async (title: string, token = t.adminToken) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/course/${encodeURIComponent(title)}/bookings`,
      headers: bearer(token),
    });
  const recordOnSite = (orderId: string, token = t.adminToken) =>
    t.app.inject({ method: 'POST', url: `/api/admin/bookings/${orderId}/balance-paid`, headers: bearer(token) });

  it('lists who paid what and owes what, and records a balance paid on site, with its credits', async () => {
    const { course, buyer } = await booking();
    const other = await createCustomer(t.db, t.app);
    const { order: deposit } = await pay(buyer, course.title, 'deposit');
    const { order: full } = await pay(other, course.title, 'full');
    const listed = CourseBookingsResponse.parse((await bookingsOf(course.title)).json()).bookings;
    expect(listed.map((row) => [row.email, row.payment, row.paid, row.balanceDue, row.orderNumber])).toEqual(
      expect.arrayContaining([
        [buyer.user.email, 'deposit', 70, 210, deposit.number],
        [other.user.email, 'full', 280, 0, full.number],
      ]),
    );
    expect(deposit.number).toMatch(/^\d{4}-\d{4}$/);

    expect((await recordOnSite(deposit.id, buyer.token)).statusCode).toBe(403);
    const recorded = await recordOnSite(deposit.id);
    expect(recorded.statusCode, recorded.body).toBe(200);
    const after = await effectsOf(t.db, deposit.id);
    expect(after.order).toMatchObject({ balanceDueCents: 0, balancePaidOnSite: true });
    expect(after.earnings).toHaveLength(2);
    const again = await recordOnSite(deposit.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'NOTHING_DUE' });
    // Nothing left to pay by card either.
    const balance = await startCheckout(t.app, buyer, { title: course.title, payment: 'balance' });
    expect(balance.json()).toMatchObject({ error: 'NOTHING_DUE' });
    const row = CourseBookingsResponse.parse((await bookingsOf(course.title)).json()).bookings.find(
      (entry) => entry.email === buyer.user.email,
    );
    expect(row).toMatchObject({ balanceDue: 0, balancePaidOnSite: true });
  });

  it('refunds a balance paid by card after it was recorded as paid on site, saying so', async () => {
    const { course, buyer } = await booking();
    const { order: deposit } = await pay(buyer, course.title, 'deposit');
    const open = await startCheckout(t.app, buyer, { title: course.title, payment: 'balance' });
    expect(open.statusCode, open.body).toBe(200);
    expect((await recordOnSite(deposit.id)).statusCode).toBe(200);

    const charged = await chargeTestCard(t.app, buyer, open.json().id, TEST_CARDS.success);
    expect(charged.statusCode, charged.body).toBe(200);
    const late = charged.json().order;
    const [row] = await t.db.select().from(orders).where(eq(orders.id, late.id));
    expect(row).toMatchObject({ status: 'duplicate', payment: 'balance' });
    expect(row?.refundedAt).not.toBeNull();
    const [mail] = await mailsAbout(t.db, buyer.user.email, late.id);
    expect(mail?.subject).toBe(`Rimborso del saldo pagato due volte: ${course.title}`);
    expect(mail?.text).toContain(`il saldo del corso «${course.title}» risultava già pagato`);
    expect((await effectsOf(t.db, deposit.id)).earnings).toHaveLength(2);
  });

  it('answers 404 for an order that is not a paid deposit booking', async () => {
    const { course, buyer } = await booking();
    const { order } = await pay(buyer, course.title, 'full');
    expect((await recordOnSite(order.id)).statusCode).toBe(404);
    expect((await recordOnSite('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await recordOnSite('non-un-id')).statusCode).toBe(400);
  });
});
