import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertCourse } from '../../../../test/fixtures/catalogue.fixtures.js';
import {
  type Customer,
  confirmPayment,
  createCustomer,
  startCheckout,
} from '../../../../test/fixtures/commerce.fixtures.js';
import { nextRemoteAddress } from '../../../../test/support/factories.js';
import { useSumUpTestApp } from '../../../../test/support/sumup-test-app.js';
import { enrolments, orders } from '../../../db/schema/index.js';

// A SumUp page left open: its checkout can still be paid after the order was replaced by another one.
const { t, fake } = useSumUpTestApp();

async function open(customer: Customer, title: string, payment: 'full' | 'deposit' = 'full') {
  const response = await startCheckout(t.app, customer, { title, payment });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: string; orderId: string; amount: number };
}
/** The card widget's outcome, then the page asking the server, as the browser does. */
async function settle(customer: Customer, checkout: { id: string; orderId: string }, status: 'PAID' | 'FAILED') {
  fake.settle(checkout.id, status);
  const confirmed = await confirmPayment(t.app, customer, checkout.orderId);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json().order as { status: string };
}
/** SumUp's notice of a checkout paid in a page left open. */
const notice = (checkoutId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/sumup/webhook',
    payload: { event_type: 'CHECKOUT_STATUS_CHANGED', id: checkoutId },
    remoteAddress: nextRemoteAddress(),
  });
const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const enrolledIn = (courseId: number) => t.db.select().from(enrolments).where(eq(enrolments.courseId, courseId));

describe('a checkout replaced by another payment', () => {
  it('ends its hold, so paying it later counts the seats: one enrolment on a one-seat course, the late payment refunded', async () => {
    const course = await insertCourse(t.db, { seats: 1 });
    const [a, b] = [await createCustomer(t.db, t.app), await createCustomer(t.db, t.app)];

    // 1. A opens the full price; 2. switches to the deposit, which closes the full-price order.
    const full = await open(a, course.title, 'full');
    const deposit = await open(a, course.title, 'deposit');
    expect(deposit.orderId).not.toBe(full.orderId);
    expect(await orderRow(full.orderId)).toMatchObject({ status: 'cancelled', holdExpiresAt: null });
    // 3. The deposit is declined: that order leaves `pending` and its hold with it.
    expect(await settle(a, deposit, 'FAILED')).toMatchObject({ status: 'failed' });
    expect(await orderRow(deposit.orderId)).toMatchObject({ holdExpiresAt: null });
    // 4. B takes the free seat and pays.
    const bought = await open(b, course.title);
    expect(await settle(b, bought, 'PAID')).toMatchObject({ status: 'paid' });
    // 5. A's full-price page, left open, is paid after all.
    fake.settle(full.id, 'PAID');
    expect((await notice(full.id)).statusCode).toBe(204);

    const enrolled = await enrolledIn(course.id);
    expect(enrolled.map((row) => row.userId)).toEqual([b.user.id]);
    const late = await orderRow(full.orderId);
    expect(late.status).toBe('soldOut');
    expect(late.refundedAt).not.toBeNull();
    const transaction = fake.checkouts.get(full.id)?.transaction_id;
    expect(fake.refunds).toContainEqual({ transactionId: transaction, amount: 280 });
  });

  it('gives the late payment the seat its replacement holds, and closes the replacement', async () => {
    const course = await insertCourse(t.db, { seats: 1 });
    const a = await createCustomer(t.db, t.app);
    const full = await open(a, course.title, 'full');
    const deposit = await open(a, course.title, 'deposit');
    fake.settle(full.id, 'PAID');
    expect((await notice(full.id)).statusCode).toBe(204);

    expect(await orderRow(full.orderId)).toMatchObject({ status: 'paid' });
    expect(await orderRow(deposit.orderId)).toMatchObject({ status: 'cancelled', holdExpiresAt: null });
    expect((await enrolledIn(course.id)).map((row) => row.orderId)).toEqual([full.orderId]);
    // The replacement paid as well is a second payment for a course owned: refunded, not enrolled.
    fake.settle(deposit.id, 'PAID');
    expect((await notice(deposit.id)).statusCode).toBe(204);
    expect(await orderRow(deposit.orderId)).toMatchObject({ status: 'duplicate' });
    expect((await orderRow(deposit.orderId)).refundedAt).not.toBeNull();
    expect(await enrolledIn(course.id)).toHaveLength(1);
  });
});
