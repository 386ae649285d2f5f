import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankingCustomer, VALID_IBAN, VALID_TAX_CODE } from '../../../test/fixtures/banking.fixtures.js';
import { insertEarning, insertWithdrawal } from '../../../test/fixtures/earnings.fixtures.js';
import { buildTestApp, latestMailTo, type TestApp } from '../../../test/support/app.js';
import { bearer, createUser, loginAs, TEST_PASSWORD } from '../../../test/support/factories.js';
import { mailOutbox, users, withdrawals } from '../../db/schema/index.js';
import { getAvailableBalanceCents } from '../earnings/earnings.service.js';

let t: TestApp;
const CONTACT = 'titolare@cammini.test';

beforeAll(async () => {
  t = await buildTestApp({ env: { CONTACT_EMAIL: CONTACT } });
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const withdrawalsOf = (userId: number) => t.db.select().from(withdrawals).where(eq(withdrawals.userId, userId));

describe('PUT /api/iban/', () => {
  it('saves a valid IBAN without spaces, upper-cased', async () => {
    const { user, token } = await bankingCustomer(t);
    const response = await call('PUT', '/api/iban/', token, {
      email: user.email,
      iban: 'it60 x054 2811 1010 0000 0123 456',
      currentPassword: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Success' });
    expect((await userRow(user.id)).iban).toBe(VALID_IBAN);
  });

  it('refuses an IBAN whose check digits are wrong with a clear message, keeping the old one', async () => {
    const { user, token } = await bankingCustomer(t);
    await call('PUT', '/api/iban', token, { email: user.email, iban: VALID_IBAN, currentPassword: TEST_PASSWORD });
    const response = await call('PUT', '/api/iban', token, {
      email: user.email,
      iban: 'IT61X0542811101000000123456',
      currentPassword: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('VALIDATION');
    expect(JSON.stringify(response.json().fields)).toContain('IBAN non valido');
    expect((await userRow(user.id)).iban).toBe(VALID_IBAN);
  });

  it("refuses someone else's e-mail with 403, and a visitor with 401", async () => {
    const { user: other } = await bankingCustomer(t);
    const { token } = await bankingCustomer(t);
    expect(
      (await call('PUT', '/api/iban', token, { email: other.email, iban: VALID_IBAN, currentPassword: TEST_PASSWORD }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call('PUT', '/api/iban', undefined, {
          email: other.email,
          iban: VALID_IBAN,
          currentPassword: TEST_PASSWORD,
        })
      ).statusCode,
    ).toBe(401);
    expect((await userRow(other.id)).iban).toBeNull();
  });
});

describe('PUT /api/cf/', () => {
  it('saves a valid tax code upper-cased, and the profile shows it', async () => {
    const { user, token } = await bankingCustomer(t);
    expect(
      (
        await call('PUT', '/api/cf/', token, {
          CF: 'rssmra85t10a562s',
          email: user.email,
          currentPassword: TEST_PASSWORD,
        })
      ).statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/user/', token)).json().user.CF).toBe(VALID_TAX_CODE);
  });

  it('refuses a tax code with a wrong check letter, changing nothing', async () => {
    const { user, token } = await bankingCustomer(t);
    const response = await call('PUT', '/api/cf', token, {
      CF: 'RSSMRA85T10A562T',
      email: user.email,
      currentPassword: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().fields)).toContain('Codice fiscale non valido');
    expect((await userRow(user.id)).taxCode).toBeNull();
  });

  it("refuses someone else's e-mail", async () => {
    const { user: other } = await bankingCustomer(t);
    const { token } = await bankingCustomer(t);
    expect(
      (await call('PUT', '/api/cf', token, { CF: VALID_TAX_CODE, email: other.email, currentPassword: TEST_PASSWORD }))
        .statusCode,
    ).toBe(403);
  });
});

describe('POST /api/withdraw/', () => {
  it('records the request, lowers the balance and tells the owner', async () => {
    const { user, token } = await bankingCustomer(t, { earnedCents: 5000, ready: true });
    const response = await call('POST', '/api/withdraw/', token, { email: user.email, amount: 20.5 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Success', withdrawal: { amount: 20.5, status: 'In attesa' } });
    const [row] = await withdrawalsOf(user.id);
    expect(row).toMatchObject({ amountCents: 2050, iban: VALID_IBAN, status: 'In attesa' });
    expect(await getAvailableBalanceCents(t.db, user.id, new Date())).toBe(2950);
    const profile = (await call('GET', '/api/user/', token)).json().user;
    expect(profile).toMatchObject({ earnings: 50, balance: 29.5 });
    // Not a member (no facilitator listed with this e-mail, no member credit): no facilitator earnings.
    expect(profile).not.toHaveProperty('memberEarnings');
    const notice = await latestMailTo(t.db, CONTACT);
    expect(notice.subject).toContain('Richiesta di prelievo');
    expect(notice.text).toContain('20,50');
    expect(notice.text).toContain('…3456');
    expect(notice.text).not.toContain(VALID_IBAN);
  });

  it('takes the amount as typed with a comma', async () => {
    const { user, token } = await bankingCustomer(t, { earnedCents: 5000, ready: true });
    expect((await call('POST', '/api/withdraw', token, { email: user.email, amount: '15,00' })).statusCode).toBe(200);
  });

  it('refuses less than 15 euro with 400, recording nothing', async () => {
    const { user, token } = await bankingCustomer(t, { earnedCents: 5000, ready: true });
    const response = await call('POST', '/api/withdraw', token, { email: user.email, amount: 14.99 });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().fields)).toContain('15 €');
    expect(await withdrawalsOf(user.id)).toHaveLength(0);
  });

  it('refuses more than the balance with 409, recording nothing', async () => {
    const { user, token } = await bankingCustomer(t, { earnedCents: 3000, ready: true });
    await insertWithdrawal(t.db, { userId: user.id, amountCents: 1500 });
    const response = await call('POST', '/api/withdraw', token, { email: user.email, amount: 15.01 });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('INSUFFICIENT_BALANCE');
    expect(await withdrawalsOf(user.id)).toHaveLength(1);
  });

  it('counts member earnings and gives back cancelled requests', async () => {
    const { user, token } = await bankingCustomer(t, { earnedCents: 1000, ready: true });
    await insertEarning(t.db, user.id, 1000, 'member');
    await insertWithdrawal(t.db, { userId: user.id, amountCents: 2000, status: 'Annullato' });
    expect((await call('POST', '/api/withdraw', token, { email: user.email, amount: 20 })).statusCode).toBe(200);
  });

  it.each([
    ['no tax code', { taxCode: null }],
    ['no IBAN', { iban: null }],
    ['documents not verified', { docVerified: false, verifying: true }],
  ])('answers "No Data" with %s', async (_label, missing) => {
    const { user, token } = await bankingCustomer(t, { earnedCents: 5000, ready: true });
    await t.db.update(users).set(missing).where(eq(users.id, user.id));
    const response = await call('POST', '/api/withdraw', token, { email: user.email, amount: 20 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'No Data', error: 'BANKING_DATA_MISSING' });
    expect(await withdrawalsOf(user.id)).toHaveLength(0);
  });

  it("refuses someone else's e-mail (even an admin's), and a visitor", async () => {
    const { user: other } = await bankingCustomer(t, { earnedCents: 5000, ready: true });
    const { token } = await bankingCustomer(t, { earnedCents: 5000, ready: true });
    expect((await call('POST', '/api/withdraw', token, { email: other.email, amount: 20 })).statusCode).toBe(403);
    expect((await call('POST', '/api/withdraw', undefined, { email: other.email, amount: 20 })).statusCode).toBe(401);
    const admin = await loginAs(t.app, (await createUser(t.db, { group: 'admin' })).email);
    expect((await call('POST', '/api/withdraw', admin, { email: other.email, amount: 20 })).statusCode).toBe(403);
    expect(await withdrawalsOf(other.id)).toHaveLength(0);
  });

  it.each([
    {},
    { amount: 20 },
    { email: 'x', amount: 20 },
    { email: 'a@b.it', amount: 'venti' },
    { email: 'a@b.it', amount: 20.555 },
    { email: 'a@b.it', amount: -20 },
    { email: 'a@b.it', amount: 1e12 },
  ])('answers 400 to a malformed body %j', async (payload) => {
    const { token } = await bankingCustomer(t);
    expect((await call('POST', '/api/withdraw', token, payload)).statusCode).toBe(400);
  });

  it('lets twenty simultaneous requests take out no more than the balance', async () => {
    const { user, token } = await bankingCustomer(t, { earnedCents: 10000, ready: true });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', '/api/withdraw', token, { email: user.email, amount: 30 })),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(17);
    expect(await getAvailableBalanceCents(t.db, user.id, new Date())).toBe(1000);
    const notices = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, CONTACT));
    expect(notices.filter((mail) => mail.text.includes(user.email))).toHaveLength(3);
  });
});

describe('GET /api/withdrawals/', () => {
  it("lists only the caller's requests, newest first, in euros", async () => {
    const { user, token } = await bankingCustomer(t, { earnedCents: 10000 });
    const { user: other } = await bankingCustomer(t, { earnedCents: 10000 });
    const older = await insertWithdrawal(t.db, { userId: user.id, amountCents: 1550, status: 'Completato' });
    await t.db
      .update(withdrawals)
      .set({ requestedAt: new Date('2026-02-01T10:00:00Z') })
      .where(eq(withdrawals.id, older.id));
    const newer = await insertWithdrawal(t.db, { userId: user.id, amountCents: 2000 });
    await insertWithdrawal(t.db, { userId: other.id, amountCents: 3000 });
    const response = await call('GET', '/api/withdrawals/', token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({
      message: 'Success',
      withdrawals: [
        { id: newer.id, requestDate: newer.requestedAt.toISOString(), amount: 20, status: 'In attesa' },
        { id: older.id, requestDate: '2026-02-01T10:00:00.000Z', amount: 15.5, status: 'Completato' },
      ],
    });
  });

  it('answers an empty list to a new customer and 401 to a visitor', async () => {
    const { token } = await bankingCustomer(t);
    expect((await call('GET', '/api/withdrawals', token)).json()).toEqual({ message: 'Success', withdrawals: [] });
    expect((await call('GET', '/api/withdrawals')).statusCode).toBe(401);
  });
});
