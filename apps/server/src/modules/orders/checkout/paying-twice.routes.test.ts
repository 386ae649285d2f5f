import { TEST_CARDS } from '@cammini/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enrol, insertCourse, insertOnlineCourse } from '../../../../test/fixtures/catalogue.fixtures.js';
import {
  CONTACT,
  type Customer,
  chargeTestCard,
  confirmPayment,
  courseWithCreditHolders,
  createCustomer,
  effectsOf,
  mailsAbout,
  openCheckout,
  startCheckout,
} from '../../../../test/fixtures/commerce.fixtures.js';
import { useTestApp } from '../../../../test/support/app.js';
import { bearer } from '../../../../test/support/factories.js';
import { earnings, enrolments, orders, testPaymentCheckouts } from '../../../db/schema/index.js';
import { createTestProvider } from '../../payments/payments.service.js';

const t = useTestApp();

const ordersOf = (userId: number) => t.db.select().from(orders).where(eq(orders.userId, userId));
const checkoutRow = async (id: string) =>
  (await t.db.select().from(testPaymentCheckouts).where(eq(testPaymentCheckouts.id, id)))[0];

/**
 * An open checkout left over from before one open checkout per course was the rule: migration 0005
 * cancelled the older open duplicates, but their checkouts can still be paid in a page left open.
 */
async function leftoverCheckout(buyer: Customer, title: string) {
  const checkout = await openCheckout(t.app, buyer, title);
  await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, checkout.orderId));
  return checkout;
}

/** A course with both shares, whose facilitator and the buyer's referrer have accounts. */
const courseWithCredits = () =>
  courseWithCreditHolders(
    t,
    { priceCents: 9000, affiliatePriceCents: 900, facilitatorPriceCents: 2000 },
    { buyer: { language: 'en' } },
  );

describe('one open checkout per customer and course', () => {
  it('answers five checkouts opened at once with one order and one provider checkout', async () => {
    const course = await insertCourse(t.db);
    const buyer = await createCustomer(t.db, t.app);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => startCheckout(t.app, buyer, { title: course.title })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(5).fill(200));
    expect(new Set(answers.map((answer) => answer.json().orderId)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    const rows = await ordersOf(buyer.user.id);
    expect(rows.map((row) => row.status)).toEqual(['pending']);
    const checkouts = await t.db
      .select()
      .from(testPaymentCheckouts)
      .where(eq(testPaymentCheckouts.orderId, rows[0]!.id));
    expect(checkouts).toHaveLength(1);
  });

  it('answers the same order and checkout when the payment page is opened again, for online courses too', async () => {
    const online = await insertOnlineCourse(t.db);
    const buyer = await createCustomer(t.db, t.app);
    const first = await openCheckout(t.app, buyer, online.title, 'onlineCourse');
    const again = await openCheckout(t.app, buyer, online.title, 'onlineCourse');
    expect(again).toEqual(first);
    expect(await ordersOf(buyer.user.id)).toHaveLength(1);
  });

  it('can charge only one of five checkouts opened at once: one paid order, one enrolment', async () => {
    const course = await insertCourse(t.db);
    const buyer = await createCustomer(t.db, t.app);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => startCheckout(t.app, buyer, { title: course.title })),
    );
    const charges = await Promise.all(
      answers.map((answer) => chargeTestCard(t.app, buyer, answer.json().id, TEST_CARDS.success)),
    );
    expect(charges.map((charge) => charge.statusCode)).toEqual(Array(5).fill(200));
    expect((await ordersOf(buyer.user.id)).map((row) => row.status)).toEqual(['paid']);
    expect(await t.db.select().from(enrolments).where(eq(enrolments.userId, buyer.user.id))).toHaveLength(1);
  });

  it('opens a new checkout after a declined card', async () => {
    const course = await insertCourse(t.db);
    const buyer = await createCustomer(t.db, t.app);
    const declined = await openCheckout(t.app, buyer, course.title);
    await chargeTestCard(t.app, buyer, declined.id, TEST_CARDS.declined);
    const next = await openCheckout(t.app, buyer, course.title);
    expect(next.orderId).not.toBe(declined.orderId);
    expect((await ordersOf(buyer.user.id)).map((row) => row.status).sort()).toEqual(['failed', 'pending']);
  });

  it('confirms a checkout paid meanwhile instead of opening another, and then answers 409', async () => {
    const course = await insertCourse(t.db);
    const buyer = await createCustomer(t.db, t.app);
    const { id, orderId } = await openCheckout(t.app, buyer, course.title);
    // Paid at the provider, but the page that would have confirmed it was closed.
    await createTestProvider(t.db).charge(id, { number: TEST_CARDS.success, expiry: '12/39' }, new Date());
    const again = await startCheckout(t.app, buyer, { title: course.title });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('ALREADY_OWNED');
    expect((await effectsOf(t.db, orderId)).order.status).toBe('paid');
    expect(await ordersOf(buyer.user.id)).toHaveLength(1);
  });
});

describe('ownership is checked again before charging', () => {
  it('refuses to charge a checkout for a course the customer came to own meanwhile, charging nothing', async () => {
    const course = await insertCourse(t.db);
    const buyer = await createCustomer(t.db, t.app);
    const { id, orderId } = await openCheckout(t.app, buyer, course.title);
    await enrol(t.db, buyer.user.id, { courseId: course.id });
    const charge = await chargeTestCard(t.app, buyer, id, TEST_CARDS.success);
    expect(charge.statusCode).toBe(409);
    expect(charge.json()).toMatchObject({ error: 'ALREADY_OWNED', message: expect.any(String) });
    expect((await checkoutRow(id))?.status).toBe('PENDING');
    expect((await effectsOf(t.db, orderId)).order.status).toBe('pending');
  });

  it('does not charge the checkout of an order that is no longer open', async () => {
    const course = await insertCourse(t.db);
    const buyer = await createCustomer(t.db, t.app);
    const { id, orderId } = await leftoverCheckout(buyer, course.title);
    const charge = await chargeTestCard(t.app, buyer, id, TEST_CARDS.success);
    expect(charge.statusCode).toBe(200);
    expect(charge.json().order.status).toBe('cancelled');
    expect((await checkoutRow(id))?.status).toBe('PENDING');
    expect((await effectsOf(t.db, orderId)).enrolments).toEqual([]);
  });
});

describe('a payment for a course already owned', () => {
  it('is recorded as a duplicate and refunded: no second enrolment or credit; buyer and owner are told', async () => {
    const { course, buyer } = await courseWithCredits();
    const leftover = await leftoverCheckout(buyer, course.title);
    const current = await openCheckout(t.app, buyer, course.title);
    expect((await chargeTestCard(t.app, buyer, current.id, TEST_CARDS.success)).json().order.status).toBe('paid');
    // The page left open pays the leftover checkout too.
    await createTestProvider(t.db).charge(leftover.id, { number: TEST_CARDS.success, expiry: '12/39' }, new Date());

    const confirmed = await confirmPayment(t.app, buyer, leftover.orderId);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().order).toMatchObject({ status: 'duplicate', link: null });
    const duplicate = await effectsOf(t.db, leftover.orderId);
    expect(duplicate.order).toMatchObject({ status: 'duplicate', refundReference: leftover.id });
    expect(duplicate.order.paidAt).toBeInstanceOf(Date);
    expect(duplicate.order.refundedAt).toBeInstanceOf(Date);
    expect(duplicate.enrolments).toEqual([]);
    expect(duplicate.earnings).toEqual([]);
    expect((await checkoutRow(leftover.id))?.status).toBe('REFUNDED');
    expect(await t.db.select().from(enrolments).where(eq(enrolments.userId, buyer.user.id))).toHaveLength(1);
    expect((await effectsOf(t.db, current.orderId)).earnings).toHaveLength(2);

    const [toBuyer] = await mailsAbout(t.db, buyer.user.email, leftover.orderId);
    expect(toBuyer?.subject).toBe(`Refund of your duplicate payment: ${course.title}`);
    expect(toBuyer?.text).toContain('We have refunded it');
    const [toOwner] = await mailsAbout(t.db, CONTACT, leftover.orderId);
    expect(toOwner?.subject).toBe(`Pagamento doppio rimborsato: ${course.title}`);
    expect(toOwner?.text).toContain(buyer.user.email);
    expect(toOwner?.text).toContain(`Apri l'ordine: http://localhost:3000/ordini/${leftover.orderId}`);
    expect(toOwner?.html).toContain(`href="http://localhost:3000/ordini/${leftover.orderId}"`);
  });

  it('is refunded once however many times and however concurrently it is confirmed', async () => {
    const { course, buyer } = await courseWithCredits();
    const leftover = await leftoverCheckout(buyer, course.title);
    const current = await openCheckout(t.app, buyer, course.title);
    const provider = createTestProvider(t.db);
    await chargeTestCard(t.app, buyer, current.id, TEST_CARDS.success);
    await provider.charge(leftover.id, { number: TEST_CARDS.success, expiry: '12/39' }, new Date());
    const answers = await Promise.all(Array.from({ length: 6 }, () => confirmPayment(t.app, buyer, leftover.orderId)));
    expect(answers.map((answer) => answer.json().order.status)).toEqual(Array(6).fill('duplicate'));
    const first = (await effectsOf(t.db, leftover.orderId)).order;
    await confirmPayment(t.app, buyer, leftover.orderId);
    expect((await effectsOf(t.db, leftover.orderId)).order.refundedAt).toEqual(first.refundedAt);
    expect(await mailsAbout(t.db, buyer.user.email, leftover.orderId)).toHaveLength(1);
    expect(await mailsAbout(t.db, CONTACT, leftover.orderId)).toHaveLength(1);
  });

  it('racing with the other payment through two routes gives one enrolment, one credit each, one refund', async () => {
    const { course, buyer } = await courseWithCredits();
    const leftover = await leftoverCheckout(buyer, course.title);
    const current = await openCheckout(t.app, buyer, course.title);
    await createTestProvider(t.db).charge(leftover.id, { number: TEST_CARDS.success, expiry: '12/39' }, new Date());
    // The card form charges the open checkout while the old page confirms the leftover one.
    const [charged, confirmed] = await Promise.all([
      chargeTestCard(t.app, buyer, current.id, TEST_CARDS.success),
      confirmPayment(t.app, buyer, leftover.orderId),
    ]);
    expect([charged.statusCode, confirmed.statusCode]).toEqual([200, 200]);
    const statuses = [charged.json().order.status, confirmed.json().order.status].sort();
    expect(statuses).toEqual(['duplicate', 'paid']);

    const rows = await ordersOf(buyer.user.id);
    const paid = rows.filter((row) => row.status === 'paid');
    const duplicates = rows.filter((row) => row.status === 'duplicate');
    expect(paid).toHaveLength(1);
    expect(duplicates).toHaveLength(1);
    expect(duplicates[0]?.refundedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(enrolments).where(eq(enrolments.userId, buyer.user.id))).toEqual([
      expect.objectContaining({ orderId: paid[0]?.id }),
    ]);
    const credits = await t.db
      .select()
      .from(earnings)
      .where(and(eq(earnings.orderId, duplicates[0]!.id)));
    expect(credits).toEqual([]);
    expect((await effectsOf(t.db, paid[0]!.id)).earnings.map((row) => row.kind).sort()).toEqual(['member', 'referral']);
  });

  it('shows the duplicate to its buyer as such', async () => {
    const course = await insertCourse(t.db);
    const buyer = await createCustomer(t.db, t.app);
    const leftover = await leftoverCheckout(buyer, course.title);
    const current = await openCheckout(t.app, buyer, course.title);
    await chargeTestCard(t.app, buyer, current.id, TEST_CARDS.success);
    await createTestProvider(t.db).charge(leftover.id, { number: TEST_CARDS.success, expiry: '12/39' }, new Date());
    await confirmPayment(t.app, buyer, leftover.orderId);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${leftover.orderId}`,
      headers: bearer(buyer.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().order).toMatchObject({ status: 'duplicate', link: null });
  });
});
