import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCourse, insertOnlineCourse } from '../../../../test/fixtures/catalogue.fixtures.js';
import {
  buyWithTestCard,
  type Customer,
  createCustomer,
  startCheckout,
} from '../../../../test/fixtures/commerce.fixtures.js';
import { useTestApp } from '../../../../test/support/app.js';
import { bearer, nextRemoteAddress } from '../../../../test/support/factories.js';
import { orders, testPaymentCheckouts } from '../../../db/schema/index.js';

const t = useTestApp();
let customer: Customer;

beforeAll(async () => {
  customer = await createCustomer(t.db, t.app);
});

const ordersOf = (userId: number) => t.db.select().from(orders).where(eq(orders.userId, userId));

describe('POST /api/create-checkout', () => {
  it('prices the order from the database and opens a checkout with the provider', async () => {
    const course = await insertCourse(t.db, {
      priceCents: 28000,
      affiliatePriceCents: 2800,
      facilitatorPriceCents: 7000,
    });
    const buyer = await createCustomer(t.db, t.app);
    // Whatever the browser says about money is not even read.
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/create-checkout',
      headers: bearer(buyer.token),
      remoteAddress: nextRemoteAddress(),
      payload: { email: buyer.user.email.toUpperCase(), title: course.title, termsAccepted: true, price: 1, amount: 1 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({
      message: 'Success',
      provider: 'test',
      kind: 'course',
      title: course.title,
      amount: 280,
      currency: 'EUR',
    });
    const [order] = await ordersOf(buyer.user.id);
    expect(order).toMatchObject({
      id: answer.orderId,
      courseId: course.id,
      onlineCourseId: null,
      courseTitle: course.title,
      amountCents: 28000,
      affiliateCents: 2800,
      facilitatorCents: 7000,
      status: 'pending',
      provider: 'test',
      providerCheckoutId: answer.id,
      withdrawalWaiverAt: null,
    });
    const [checkout] = await t.db.select().from(testPaymentCheckouts).where(eq(testPaymentCheckouts.id, answer.id));
    expect(checkout).toMatchObject({ orderId: answer.orderId, amountCents: 28000, currency: 'EUR', status: 'PENDING' });
  });

  it('finds the course by its hyphenated title too', async () => {
    const course = await insertCourse(t.db, { title: 'Radici e ali nel bosco' });
    const response = await startCheckout(t.app, customer, { title: 'radici-e-ali-nel-bosco' });
    expect(response.statusCode).toBe(200);
    expect(response.json().title).toBe(course.title);
  });

  it('wants a login: 401 without a token, and nothing is created', async () => {
    const course = await insertCourse(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/create-checkout',
      payload: { email: customer.user.email, title: course.title, termsAccepted: true },
    });
    expect(response.statusCode).toBe(401);
    expect(await t.db.select().from(orders).where(eq(orders.courseId, course.id))).toHaveLength(0);
  });

  it("refuses another customer's e-mail with 403, and creates nothing", async () => {
    const course = await insertCourse(t.db);
    const other = await createCustomer(t.db, t.app);
    const response = await startCheckout(t.app, customer, { title: course.title, email: other.user.email });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('FORBIDDEN');
    expect(await t.db.select().from(orders).where(eq(orders.courseId, course.id))).toHaveLength(0);
  });

  it('answers 404 for an unknown title', async () => {
    const response = await startCheckout(t.app, customer, { title: 'Nessun corso con questo titolo' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('NOT_FOUND');
  });

  it('answers 400 for a malformed body', async () => {
    for (const payload of [{}, { email: 'non-una-mail', title: 'x' }, { email: customer.user.email, title: '' }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/create-checkout',
        headers: bearer(customer.token),
        remoteAddress: nextRemoteAddress(),
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('refuses a course the customer already owns with 409', async () => {
    const course = await insertCourse(t.db);
    const buyer = await createCustomer(t.db, t.app);
    await buyWithTestCard(t.app, buyer, course.title);
    const again = await startCheckout(t.app, buyer, { title: course.title });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('ALREADY_OWNED');
    expect(await ordersOf(buyer.user.id)).toHaveLength(1);
  });

  it('wants the withdrawal waiver for an online course, and records it on the order', async () => {
    const online = await insertOnlineCourse(t.db, { priceCents: 5900 });
    const buyer = await createCustomer(t.db, t.app);
    for (const withdrawalWaiver of [undefined, false]) {
      const refused = await startCheckout(t.app, buyer, {
        title: online.title,
        kind: 'onlineCourse',
        withdrawalWaiver,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toHaveProperty(['body.withdrawalWaiver']);
    }
    expect(await ordersOf(buyer.user.id)).toHaveLength(0);
    const accepted = await startCheckout(t.app, buyer, {
      title: online.title,
      kind: 'onlineCourse',
      withdrawalWaiver: true,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ kind: 'onlineCourse', amount: 59 });
    const [order] = await ordersOf(buyer.user.id);
    expect(order?.onlineCourseId).toBe(online.id);
    expect(order?.withdrawalWaiverAt).toBeInstanceOf(Date);
  });

  it('prefers the in-person course when a title exists in both kinds, unless the kind says otherwise', async () => {
    const title = 'Lo stesso titolo due volte';
    const course = await insertCourse(t.db, { title });
    const online = await insertOnlineCourse(t.db, { title });
    const buyer = await createCustomer(t.db, t.app);
    const inPerson = await startCheckout(t.app, buyer, { title });
    expect(inPerson.json()).toMatchObject({ kind: 'course', amount: course.priceCents / 100 });
    const asOnline = await startCheckout(t.app, buyer, { title, kind: 'onlineCourse', withdrawalWaiver: true });
    expect(asOnline.json()).toMatchObject({ kind: 'onlineCourse', amount: online.priceCents / 100 });
  });

  it('finds an online-only title without a kind', async () => {
    const online = await insertOnlineCourse(t.db);
    const response = await startCheckout(t.app, customer, { title: online.title, withdrawalWaiver: true });
    expect(response.json()).toMatchObject({ kind: 'onlineCourse', title: online.title });
  });

  it('does not sell a free course online', async () => {
    const course = await insertCourse(t.db, { priceCents: 0 });
    expect((await startCheckout(t.app, customer, { title: course.title })).statusCode).toBe(400);
  });
});

describe('GET /api/checkout/{title}', () => {
  const item = (token: string | null, title: string, kind?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/checkout/${encodeURIComponent(title)}${kind ? `?kind=${kind}` : ''}`,
      headers: token ? bearer(token) : {},
    });

  it('describes what the payment page sells, and whether the caller owns it', async () => {
    const online = await insertOnlineCourse(t.db, { title: 'Respiro quotidiano', priceCents: 3900 }, 3);
    const buyer = await createCustomer(t.db, t.app);
    const before = await item(buyer.token, 'Respiro-quotidiano', 'onlineCourse');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      item: {
        kind: 'onlineCourse',
        title: 'Respiro quotidiano',
        category: online.category,
        author: online.author,
        price: 39,
        immagineCopertina: online.coverImage,
        date: null,
        lessonsCount: 3,
        link: '/corsoonline/Respiro-quotidiano',
        choices: { deposit: null, balanceDue: null },
        cancellableUntil: null,
        withdrawal: { right: 'untilViewing', days: 14 },
      },
      owned: false,
      provider: 'test',
      terms: { version: expect.any(Number), publishedAt: expect.any(String) },
    });
    await buyWithTestCard(t.app, buyer, online.title, 'onlineCourse');
    expect((await item(buyer.token, online.title, 'onlineCourse')).json().owned).toBe(true);
  });

  it('needs a login and answers 404 for an unknown title', async () => {
    const course = await insertCourse(t.db);
    expect((await item(null, course.title)).statusCode).toBe(401);
    expect((await item(customer.token, 'Titolo che non esiste')).statusCode).toBe(404);
    expect((await item(customer.token, course.title, 'bogus')).statusCode).toBe(400);
  });
});
