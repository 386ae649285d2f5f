import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bankingCustomer, uploadIdentityDocuments } from '../../../test/fixtures/banking.fixtures.js';
import { clearUploads, uploadedFiles } from '../../../test/fixtures/course-admin.fixtures.js';
import { insertOrder, insertPartlyRefundedOrder } from '../../../test/fixtures/customers.fixtures.js';
import { insertEarning, insertWithdrawal } from '../../../test/fixtures/earnings.fixtures.js';
import { useAdminTestApp } from '../../../test/support/app.js';
import { bearer, createUser, loginAs, nextRemoteAddress, TEST_PASSWORD } from '../../../test/support/factories.js';
import {
  contactMessages,
  identityDocuments,
  mailOutbox,
  newsletterSubscribers,
  orderRefunds,
  orders,
  reviews,
  users,
  withdrawals,
} from '../../db/schema/index.js';

const t = useAdminTestApp();

beforeEach(async () => {
  await clearUploads(t);
});

const exportOf = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/export', headers: bearer(token), remoteAddress: nextRemoteAddress() });
const deleteOwn = (token: string, currentPassword = TEST_PASSWORD) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/user/',
    headers: bearer(token),
    payload: { currentPassword },
    remoteAddress: nextRemoteAddress(),
  });
const deleteByAdmin = (id: number, token = t.adminToken) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/customers/${id}`, headers: bearer(token) });
const login = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { email, password: TEST_PASSWORD },
    remoteAddress: nextRemoteAddress(),
  });
const accountOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

/** A customer with everything the site can hold about one: orders, a refund, documents, a review, a message sent logged in. */
async function customerWithHistory() {
  const { user, token } = await bankingCustomer(t);
  await t.db
    .update(users)
    .set({ phoneNumber: '+39 333 1234567', taxCode: 'RSSMRA85T10A562S' })
    .where(eq(users.id, user.id));
  const paid = await insertOrder(t.db, { userId: user.id, courseTitle: 'Respiro e presenza', amountCents: 12000 });
  const refunded = await insertPartlyRefundedOrder(
    t.db,
    { userId: user.id, courseTitle: 'Camminare lenti', amountCents: 8000, refundedCents: 3000 },
    'rimborso-1',
  );
  const open = await insertOrder(t.db, {
    userId: user.id,
    courseTitle: 'Meditazione serale',
    status: 'pending',
    paidAt: null,
  });
  await uploadIdentityDocuments(t, { user, token });
  const [review] = await t.db
    .insert(reviews)
    .values({ userId: user.id, name: 'Marta', surname: 'Rossi', review: 'Bellissimo percorso.' })
    .returning({ id: reviews.id });
  await t.db
    .insert(contactMessages)
    .values({ kind: 'contact', email: user.email, userId: user.id, fields: { messaggio: 'Ciao' } });
  await t.db.insert(mailOutbox).values({ to: user.email, subject: 'In attesa', html: '<p>Ciao</p>', text: 'Ciao' });
  await t.db
    .insert(newsletterSubscribers)
    .values({ email: user.email, status: 'confirmed', unsubscribeToken: randomUUID(), confirmedAt: new Date() });
  return {
    user,
    token,
    orderIds: [paid.id, refunded.id, open.id],
    orderNumbers: [paid.number, refunded.number, open.number],
    reviewId: review!.id,
  };
}

describe('GET /api/user/export', () => {
  it('downloads everything held about the caller: profile, every order with its refunds, documents, reviews, messages, newsletter', async () => {
    const { user, token, orderIds, orderNumbers } = await customerWithHistory();
    const response = await exportOf(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="cammini-di-crescita-dati-.+\.json"$/,
    );
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const data = response.json();
    expect(data.profile).toMatchObject({
      email: user.email,
      name: 'Marta',
      surname: 'Rossi',
      phoneNumber: '+39 333 1234567',
    });
    expect(data.orders.map((order: { id: string }) => order.id).sort()).toEqual([...orderIds].sort());
    // Every order carries the short number its receipt and e-mails give.
    expect(orderNumbers.every((number) => number !== null && /^\d{4}-\d{4}$/.test(number))).toBe(true);
    expect(data.orders.map((order: { number: string }) => order.number).sort()).toEqual([...orderNumbers].sort());
    const refunded = data.orders.find((order: { course: string }) => order.course === 'Camminare lenti');
    expect(refunded).toMatchObject({ amount: 80, refunded: 30, refunds: [{ amount: 30, reference: 'rimborso-1' }] });
    expect(data.identityDocuments).toEqual([expect.objectContaining({ status: 'pending' })]);
    expect(data.reviews).toEqual([expect.objectContaining({ review: 'Bellissimo percorso.', name: 'Marta' })]);
    expect(data.messages).toEqual([expect.objectContaining({ kind: 'contact', fields: { messaggio: 'Ciao' } })]);
    expect(data.newsletter).toMatchObject({ status: 'confirmed' });
    expect(JSON.stringify(data)).not.toMatch(/argon2|passwordHash/);
  });

  it("answers only the caller's own data, and nothing without a session", async () => {
    const a = await customerWithHistory();
    const b = await bankingCustomer(t);
    const answer = (await exportOf(b.token)).json();
    expect(answer.profile.email).toBe(b.user.email);
    expect(answer.orders).toEqual([]);
    expect(JSON.stringify(answer)).not.toContain(a.user.email);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/user/export' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('DELETE /api/user/', () => {
  it('erases the account: no login, old tokens fail, document files gone, orders kept with name and tax code only', async () => {
    const { user, token, orderIds, reviewId } = await customerWithHistory();
    const before = (await exportOf(token)).json();
    expect(before.orders).toHaveLength(3);
    const otherSession = await loginAs(t.app, user.email);
    const [document] = await t.db.select().from(identityDocuments).where(eq(identityDocuments.userId, user.id));
    expect(await uploadedFiles(t)).toEqual(
      expect.arrayContaining([`private:${document!.frontPath}`, `private:${document!.backPath}`]),
    );

    const response = await deleteOwn(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Success' });

    expect((await login(user.email)).statusCode).toBe(401);
    for (const old of [token, otherSession]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/user/', headers: bearer(old) })).statusCode).toBe(401);
    }
    expect(await uploadedFiles(t)).toEqual([]);
    expect(await t.db.select().from(identityDocuments).where(eq(identityDocuments.userId, user.id))).toEqual([]);

    const kept = await accountOf(user.id);
    expect(kept).toMatchObject({
      name: 'Marta',
      surname: 'Rossi',
      taxCode: 'RSSMRA85T10A562S',
      email: `deleted-${user.id}@deleted.invalid`,
      phoneNumber: null,
      birthDate: null,
      address: '',
      city: '',
      iban: null,
      privacyConsentAt: null,
      docVerified: false,
    });
    expect(kept.deletedAt).toBeInstanceOf(Date);
    expect(kept.passwordHash).not.toBe(user.passwordHash);

    const stillThere = await t.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(stillThere.map((order) => order.id).sort()).toEqual([...orderIds].sort());
    expect(stillThere.find((order) => order.courseTitle === 'Meditazione serale')?.status).toBe('cancelled');
    expect(await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderIds[1]!))).toHaveLength(1);

    // The business's lists still show the orders, with the kept name and nothing else of the person.
    const clients = await t.app.inject({ method: 'GET', url: '/api/clienti?page=1', headers: bearer(t.adminToken) });
    expect(clients.statusCode, clients.body).toBe(200);
    const rows = clients.json().rows.filter((row: { email: string }) => row.email === kept.email);
    expect(rows.map((row: { courseTitle: string }) => row.courseTitle).sort()).toEqual([
      'Camminare lenti',
      'Respiro e presenza',
    ]);
    for (const row of rows) expect(row).toMatchObject({ userName: 'Marta', userSurname: 'Rossi', phoneNumber: null });
    const orderList = await t.app.inject({
      method: 'GET',
      url: '/api/orders?status=all&page=1',
      headers: bearer(t.adminToken),
    });
    expect(orderList.statusCode, orderList.body).toBe(200);
    const listed = orderList.json().rows.filter((row: { customer: { id: number } }) => row.customer.id === user.id);
    expect(listed.map((row: { id: string }) => row.id).sort()).toEqual([...orderIds].sort());
    for (const row of listed) {
      expect(row.customer).toEqual({ id: user.id, name: 'Marta', surname: 'Rossi', email: kept.email, deleted: true });
    }

    expect(await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email))).toEqual(
      [],
    );
    // The mails to the old address keep no body and no address, and the one still waiting never leaves.
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email))).toEqual([]);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, kept.email));
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(mail).toMatchObject({ html: '', text: '' });
    expect(mails.some((mail) => mail.status === 'pending' || mail.status === 'queued')).toBe(false);
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.userId, user.id))).toEqual([]);
    const [review] = await t.db.select().from(reviews).where(eq(reviews.id, reviewId));
    expect(review).toMatchObject({ name: 'Cliente', surname: '', userId: null });
  });

  it('refuses a wrong password with WRONG_PASSWORD and changes nothing', async () => {
    const { user, token } = await bankingCustomer(t);
    const response = await deleteOwn(token, 'non-la-mia-password');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'WRONG_PASSWORD' });
    expect((await accountOf(user.id)).deletedAt).toBeNull();
    expect((await login(user.email)).statusCode).toBe(200);
  });

  it('refuses while credits wait to be withdrawn (409 BALANCE_NOT_WITHDRAWN)', async () => {
    const { user, token } = await bankingCustomer(t, { earnedCents: 2000 });
    const response = await deleteOwn(token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'BALANCE_NOT_WITHDRAWN' });
    expect(response.json().message).toMatch(/prelievo/);
    expect((await accountOf(user.id)).deletedAt).toBeNull();
  });

  it('refuses while a withdrawal is In attesa (409 WITHDRAWAL_OPEN), and allows it once completed', async () => {
    const { user, token } = await bankingCustomer(t, { earnedCents: 2500 });
    const withdrawal = await insertWithdrawal(t.db, { userId: user.id, amountCents: 2500 });
    const refused = await deleteOwn(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'WITHDRAWAL_OPEN' });
    await t.db.update(withdrawals).set({ status: 'Completato' }).where(eq(withdrawals.id, withdrawal.id));
    expect((await deleteOwn(token)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/user/', payload: { currentPassword: 'x' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('DELETE /api/admin/customers/{id}', () => {
  it('erases a customer on their written request with the same effects', async () => {
    const { user, token } = await customerWithHistory();
    const response = await deleteByAdmin(user.id);
    expect(response.statusCode, response.body).toBe(200);
    expect((await accountOf(user.id)).email).toBe(`deleted-${user.id}@deleted.invalid`);

    expect((await login(user.email)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/', headers: bearer(token) })).statusCode).toBe(401);
    expect(await uploadedFiles(t)).toEqual([]);
    expect((await deleteByAdmin(user.id)).statusCode).toBe(404);
  });

  it('keeps the same refusals, and never erases an admin', async () => {
    const { user } = await bankingCustomer(t);
    await insertEarning(t.db, user.id, 1500);
    expect((await deleteByAdmin(user.id)).json()).toMatchObject({ error: 'BALANCE_NOT_WITHDRAWN' });
    const admin = await createUser(t.db, { group: 'admin' });
    expect((await deleteByAdmin(admin.id)).statusCode).toBe(403);
    expect((await deleteByAdmin(2_000_000_000)).statusCode).toBe(404);
  });

  it('is for admins with the private token only: a customer cannot delete another', async () => {
    const victim = await bankingCustomer(t);
    const other = await bankingCustomer(t);
    expect((await deleteByAdmin(victim.user.id, other.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/customers/${victim.user.id}` })).statusCode).toBe(
      401,
    );
    expect((await accountOf(victim.user.id)).deletedAt).toBeNull();
  });
});
