import { TEST_CARDS } from '@cammini/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../db/client.js';
import { earnings, enrolments, mailOutbox, orders } from '../../db/schema/index.js';
import { bearer, createUser, loginAs, nextRemoteAddress } from '../../test/factories.js';
import { createTestProvider } from '../payments/payments.service.js';
import { insertOrder, setOrderCheckoutId } from './orders.repository.js';

// Test-only helpers for buying through the real endpoints with the test provider.

export interface Customer {
  user: Awaited<ReturnType<typeof createUser>>;
  token: string;
}

export async function createCustomer(db: Database, app: FastifyInstance, overrides = {}): Promise<Customer> {
  const user = await createUser(db, overrides);
  return { user, token: await loginAs(app, user.email) };
}

export function startCheckout(
  app: FastifyInstance,
  customer: Customer,
  body: { title: string; kind?: 'course' | 'onlineCourse'; withdrawalWaiver?: boolean; email?: string },
) {
  return app.inject({
    method: 'POST',
    url: '/api/create-checkout',
    headers: bearer(customer.token),
    remoteAddress: nextRemoteAddress(),
    payload: { email: customer.user.email, ...body },
  });
}

export function chargeTestCard(app: FastifyInstance, customer: Customer, checkoutId: string, cardNumber: string) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/test/charge',
    headers: bearer(customer.token),
    remoteAddress: nextRemoteAddress(),
    payload: { checkoutId, cardNumber, expiry: '12/39', cvc: '123' },
  });
}

export function confirmPayment(app: FastifyInstance, customer: Customer, orderId: string) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/confirm',
    headers: bearer(customer.token),
    remoteAddress: nextRemoteAddress(),
    payload: { orderId },
  });
}

/** A whole purchase with the test card that pays; answers the order id. */
export async function buyWithTestCard(
  app: FastifyInstance,
  customer: Customer,
  title: string,
  kind: 'course' | 'onlineCourse' = 'course',
): Promise<string> {
  const checkout = await startCheckout(app, customer, { title, kind, withdrawalWaiver: kind === 'onlineCourse' });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const { id, orderId } = checkout.json();
  const charged = await chargeTestCard(app, customer, id, TEST_CARDS.success);
  expect(charged.statusCode, charged.body).toBe(200);
  expect(charged.json().order.status).toBe('paid');
  return orderId;
}

/** Everything one order produced: its row, enrolments, ledger credits and e-mails. */
export async function effectsOf(db: Database, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return {
    order: order!,
    enrolments: await db.select().from(enrolments).where(eq(enrolments.orderId, orderId)),
    earnings: await db.select().from(earnings).where(eq(earnings.orderId, orderId)),
  };
}

export async function mailsTo(db: Database, to: string) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
}

/** A pending order whose test checkout is already charged: only its confirmation is missing. */
export async function insertPaidTestCheckout(
  db: Database,
  buyerId: number,
  course: {
    id: number;
    title: string;
    priceCents: number;
    affiliatePriceCents?: number;
    facilitatorPriceCents?: number;
  },
): Promise<string> {
  const order = await insertOrder(db, {
    userId: buyerId,
    courseId: course.id,
    courseTitle: course.title,
    amountCents: course.priceCents,
    affiliateCents: course.affiliatePriceCents ?? 0,
    facilitatorCents: course.facilitatorPriceCents ?? 0,
    provider: 'test',
  });
  const provider = createTestProvider(db);
  const { checkoutId } = await provider.createCheckout({
    orderId: order.id,
    amountCents: order.amountCents,
    currency: 'EUR',
    description: course.title,
    returnUrl: null,
  });
  await setOrderCheckoutId(db, order.id, checkoutId);
  await provider.charge(checkoutId, { number: TEST_CARDS.success, expiry: '12/39' }, new Date());
  return order.id;
}
