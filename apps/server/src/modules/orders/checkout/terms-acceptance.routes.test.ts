import { TEST_CARDS, TermsOfSaleResponse } from '@cammini/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { insertCourse, insertOnlineCourse } from '../../../../test/fixtures/catalogue.fixtures.js';
import {
  type Customer,
  chargeTestCard,
  createCustomer,
  inDays,
  mailsAbout,
  startCheckout,
} from '../../../../test/fixtures/commerce.fixtures.js';
import { useAdminTestApp } from '../../../../test/support/app.js';
import { bearer } from '../../../../test/support/factories.js';
import { orders, siteSettings, testPaymentCheckouts } from '../../../db/schema/index.js';
import { formatDate } from '../../mail/mail.service.js';

const t = useAdminTestApp();

const ordersOf = (userId: number) => t.db.select().from(orders).where(eq(orders.userId, userId));
const providerCheckouts = async () => (await t.db.select().from(testPaymentCheckouts)).length;

const saveSettings = async (values: object = {}) => {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: bearer(t.adminToken),
    payload: { businessName: 'Studio Aurora', ...values },
  });
  expect(response.statusCode, response.body).toBe(200);
};
const termsInForce = async () =>
  TermsOfSaleResponse.parse((await t.app.inject({ method: 'GET', url: '/api/terms-of-sale' })).json()).terms;

async function pay(customer: Customer, body: Parameters<typeof startCheckout>[2]) {
  const checkout = await startCheckout(t.app, customer, body);
  expect(checkout.statusCode, checkout.body).toBe(200);
  const charged = await chargeTestCard(t.app, customer, checkout.json().id, TEST_CARDS.success);
  expect(charged.statusCode, charged.body).toBe(200);
  return charged.json().order as { id: string; number: string };
}

const receiptOf = async (customer: Customer, orderId: string) => {
  const mails = await mailsAbout(t.db, customer.user.email, orderId);
  const receipt = mails.find((mail) => /^(Ricevuta|Receipt)/.test(mail.subject));
  if (!receipt) throw new Error('no receipt');
  return receipt;
};

beforeEach(async () => {
  await t.db.delete(siteSettings);
  await saveSettings();
});

describe('accepting the terms of sale at checkout (POST /api/create-checkout)', () => {
  it('refuses a checkout without the acceptance: 400 TERMS_NOT_ACCEPTED, no order, nothing opened with the provider', async () => {
    const course = await insertCourse(t.db);
    const online = await insertOnlineCourse(t.db);
    const buyer = await createCustomer(t.db, t.app);
    const checkoutsBefore = await providerCheckouts();
    for (const termsAccepted of [undefined, false]) {
      for (const body of [
        { title: course.title },
        { title: online.title, kind: 'onlineCourse' as const, withdrawalWaiver: true },
      ]) {
        const refused = await startCheckout(t.app, buyer, { ...body, termsAccepted });
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({
          error: 'TERMS_NOT_ACCEPTED',
          message: 'Per procedere al pagamento devi leggere e accettare le condizioni di vendita.',
        });
      }
    }
    expect(await ordersOf(buyer.user.id)).toHaveLength(0);
    expect(await providerCheckouts()).toBe(checkoutsBefore);
  });

  it('records on the order the version in force and the moment it was accepted', async () => {
    const course = await insertCourse(t.db);
    const buyer = await createCustomer(t.db, t.app);
    const { version } = await termsInForce();
    const before = Date.now();
    const response = await startCheckout(t.app, buyer, { title: course.title, termsVersion: version });
    expect(response.statusCode, response.body).toBe(200);
    const [order] = await ordersOf(buyer.user.id);
    expect(order?.termsVersion).toBe(version);
    expect(order?.termsAcceptedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(order?.termsAcceptedAt?.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('refuses a version that is no longer in force (409 TERMS_CHANGED), and records a newer acceptance on the open checkout', async () => {
    const course = await insertCourse(t.db);
    const buyer = await createCustomer(t.db, t.app);
    const first = await termsInForce();
    const opened = await startCheckout(t.app, buyer, { title: course.title, termsVersion: first.version });
    expect(opened.statusCode).toBe(200);
    await saveSettings({ withdrawalPeriodDays: 21 });
    const second = await termsInForce();
    expect(second.version).toBeGreaterThan(first.version);

    const stale = await startCheckout(t.app, buyer, { title: course.title, termsVersion: first.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe('TERMS_CHANGED');

    const again = await startCheckout(t.app, buyer, { title: course.title, termsVersion: second.version });
    expect(again.statusCode).toBe(200);
    expect(again.json().orderId).toBe(opened.json().orderId);
    const [order] = await ordersOf(buyer.user.id);
    expect(order?.termsVersion).toBe(second.version);
  });

  it('asks for the acceptance again for the balance of a booking', async () => {
    const course = await insertCourse(t.db, { facilitatorPriceCents: 7000, startDate: inDays(30), endDate: null });
    const buyer = await createCustomer(t.db, t.app);
    await pay(buyer, { title: course.title, payment: 'deposit' });
    const refused = await startCheckout(t.app, buyer, {
      title: course.title,
      payment: 'balance',
      termsAccepted: undefined,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('TERMS_NOT_ACCEPTED');
    const balance = await pay(buyer, { title: course.title, payment: 'balance' });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, balance.id));
    expect(row?.termsVersion).toBe((await termsInForce()).version);
  });
});

describe('the receipt links the terms accepted and the withdrawal function', () => {
  it('for an in-person course: the version accepted and «Recedi dal contratto» with the order number', async () => {
    const course = await insertCourse(t.db);
    const buyer = await createCustomer(t.db, t.app);
    const { version } = await termsInForce();
    const order = await pay(buyer, { title: course.title });
    const receipt = await receiptOf(buyer, order.id);
    const lastDay = formatDate(new Date(`${inDays(14)}T12:00:00Z`), 'it');
    expect(receipt.text).toContain(`Condizioni di vendita che hai accettato: versione ${version}.`);
    expect(receipt.text).toContain(
      `Leggi le condizioni accettate: http://localhost:3000/condizioni-di-vendita?versione=${version}`,
    );
    expect(receipt.text).toContain(`puoi recedere da questo contratto fino al ${lastDay} compreso`);
    expect(receipt.text).toContain(`Recedi dal contratto: http://localhost:3000/recesso?ordine=${order.number}`);
    expect(receipt.html).toContain(`href="http://localhost:3000/recesso?ordine=${order.number}"`);
  });

  it('for an online course: the link too, and that starting the first lesson ends the right', async () => {
    const online = await insertOnlineCourse(t.db);
    const buyer = await createCustomer(t.db, t.app);
    const order = await pay(buyer, { title: online.title, kind: 'onlineCourse', withdrawalWaiver: true });
    const receipt = await receiptOf(buyer, order.id);
    expect(receipt.text).toContain('finché non avvii la prima lezione');
    expect(receipt.text).toContain('perdi il diritto di recesso di 14 giorni');
    expect(receipt.text).toContain(`Recedi dal contratto: http://localhost:3000/recesso?ordine=${order.number}`);
  });

  it('for a balance: the booking’s number; with the leisure-service exception, no withdrawal link', async () => {
    const course = await insertCourse(t.db, { facilitatorPriceCents: 7000, startDate: inDays(30), endDate: null });
    const buyer = await createCustomer(t.db, t.app);
    const deposit = await pay(buyer, { title: course.title, payment: 'deposit' });
    const balance = await pay(buyer, { title: course.title, payment: 'balance' });
    const balanceReceipt = await receiptOf(buyer, balance.id);
    expect(balanceReceipt.text).toContain(
      `Il recesso vale per l'intera prenotazione (acconto e saldo), numero d'ordine ${deposit.number}.`,
    );
    expect(balanceReceipt.text).toContain(`/recesso?ordine=${deposit.number}`);

    await saveSettings({ leisureServiceException: true });
    const other = await insertCourse(t.db);
    const order = await pay(buyer, { title: other.title });
    const receipt = await receiptOf(buyer, order.id);
    expect(receipt.text).toContain('il diritto di recesso non si applica');
    expect(receipt.text).not.toContain('/recesso');
  });

  it('shows the admin the version accepted and when (GET /api/orders/{id}/details)', async () => {
    const course = await insertCourse(t.db);
    const buyer = await createCustomer(t.db, t.app);
    const order = await pay(buyer, { title: course.title });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/details`,
      headers: bearer(await t.freshAdminToken()),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().order).toMatchObject({
      termsVersion: (await termsInForce()).version,
      termsAcceptedAt: expect.any(String),
    });
  });
});
