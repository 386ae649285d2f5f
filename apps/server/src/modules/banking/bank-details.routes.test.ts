import { fieldProblem } from '@cammini/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bankingCustomer, VALID_IBAN, VALID_TAX_CODE } from '../../../test/fixtures/banking.fixtures.js';
import { insertDocument } from '../../../test/fixtures/customers.fixtures.js';
import { buildTestApp, latestMailTo, type TestApp } from '../../../test/support/app.js';
import { adminPrivateToken, bearer, TEST_PASSWORD } from '../../../test/support/factories.js';
import { mailOutbox, users, withdrawals } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';

// A clock the tests move, to walk through the withdrawal hold after an IBAN change.
let now = new Date('2027-03-01T09:00:00Z');
const clock: Clock = { now: () => now };
const HOUR = 3_600_000;
const OTHER_IBAN = 'DE89370400440532013000';
const OTHER_TAX_CODE = 'MRTMTT91D08F205J';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock, env: { CONTACT_EMAIL: 'titolare@cammini.test' } });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  now = new Date('2027-03-01T09:00:00Z');
});

const put = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: bearer(token), payload });
const withdraw = (token: string, email: string) =>
  t.app.inject({ method: 'POST', url: '/api/withdraw/', headers: bearer(token), payload: { email, amount: 20 } });
const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const mailsTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const profileOf = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/user/', headers: bearer(token) })).json().user;

describe('changing bank details needs the current password', () => {
  it.each([
    ['/api/iban/', { iban: OTHER_IBAN }],
    ['/api/cf/', { CF: OTHER_TAX_CODE }],
  ])('%s without it answers 400 and changes nothing', async (url, change) => {
    const { user, token } = await bankingCustomer(t, { ready: true });
    const response = await put(url, token, { email: user.email, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'VALIDATION',
      fields: { 'body.currentPassword': [fieldProblem('required')] },
    });
    expect(await userRow(user.id)).toMatchObject({ iban: VALID_IBAN, taxCode: VALID_TAX_CODE, ibanChangedAt: null });
    expect(await mailsTo(user.email)).toHaveLength(0);
  });

  it.each([
    ['/api/iban/', { iban: OTHER_IBAN }],
    ['/api/cf/', { CF: OTHER_TAX_CODE }],
  ])('%s with a wrong one answers WRONG_PASSWORD and changes nothing', async (url, change) => {
    const { user, token } = await bankingCustomer(t);
    const response = await put(url, token, { email: user.email, currentPassword: 'non-la-mia', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'WRONG_PASSWORD', message: 'La password attuale non è corretta' });
    expect(await userRow(user.id)).toMatchObject({ iban: null, taxCode: null });
    expect(await mailsTo(user.email)).toHaveLength(0);
  });

  it('stops guessing after ten wrong passwords for one account with 429, even the right one', async () => {
    const { user, token } = await bankingCustomer(t);
    const guess = (currentPassword: string) =>
      put('/api/iban/', token, { email: user.email, iban: VALID_IBAN, currentPassword });
    for (let i = 0; i < 10; i++) expect((await guess(`tentativo-${i}`)).statusCode).toBe(400);
    const stopped = await guess(TEST_PASSWORD);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().error).toBe('RATE_LIMITED');
    expect((await userRow(user.id)).iban).toBeNull();
  });

  it.each([
    ['/api/iban/', { iban: VALID_IBAN }],
    ['/api/cf/', { CF: OTHER_TAX_CODE }],
  ])('%s answers its 429 with Retry-After: the seconds left of the 15-minute window', async (url, change) => {
    const { user, token } = await bankingCustomer(t);
    for (let i = 0; i < 10; i++)
      await put(url, token, { email: user.email, currentPassword: `tentativo-${i}`, ...change });
    const stopped = await put(url, token, { email: user.email, currentPassword: TEST_PASSWORD, ...change });
    expect(stopped.statusCode).toBe(429);
    const retryAfter = Number(stopped.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(15 * 60 - 30);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(stopped.json().message).toBe(`Troppi tentativi: riprova tra ${retryAfter} secondi`);
  });

  it('answers a wrong password below the limit without Retry-After', async () => {
    const { user, token } = await bankingCustomer(t);
    const wrong = await put('/api/iban/', token, {
      email: user.email,
      iban: VALID_IBAN,
      currentPassword: 'non-la-mia',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.headers['retry-after']).toBeUndefined();
  });
});

describe('the owner is told of each change', () => {
  it('e-mails the first IBAN, masked, in the same transaction, without holding withdrawals', async () => {
    const { user, token } = await bankingCustomer(t, { earnedCents: 5000 });
    await t.db.update(users).set({ taxCode: VALID_TAX_CODE, docVerified: true }).where(eq(users.id, user.id));
    const response = await put('/api/iban/', token, {
      email: user.email,
      iban: VALID_IBAN,
      currentPassword: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect((await userRow(user.id)).ibanChangedAt).toBeNull();
    const mail = await latestMailTo(t.db, user.email);
    expect(mail.subject).toBe("È stato inserito l'IBAN del tuo account");
    expect(mail.text).toContain('termina in …3456');
    expect(mail.text).toContain('1 marzo 2027');
    expect(mail.text).toContain('Se non hai fatto tu questa modifica');
    expect(mail.text).toContain('/forgotpassword');
    // No address is set and CONTACT_EMAIL is the developer's placeholder: the page, not the placeholder.
    expect(mail.text).toContain('scrivici dalla pagina Contatti');
    expect(`${mail.text}${mail.html}`).not.toContain('localhost.test');
    expect(mail.text).not.toContain(VALID_IBAN);
    expect(mail.text).not.toContain('sospesi');
    expect((await profileOf(token)).withdrawalsHeldUntil).toBeNull();
    expect((await withdraw(token, user.email)).statusCode).toBe(200);
  });

  it("e-mails an IBAN change in the owner's language with both endings and the end of the hold", async () => {
    const { user, token } = await bankingCustomer(t, { ready: true });
    await t.db.update(users).set({ language: 'en' }).where(eq(users.id, user.id));
    await put('/api/iban/', token, { email: user.email, iban: OTHER_IBAN, currentPassword: TEST_PASSWORD });
    const mail = await latestMailTo(t.db, user.email);
    expect(mail.subject).toBe('The IBAN of your account was changed');
    expect(mail.text).toContain('ending in …3000 instead of …3456');
    expect(mail.text).toContain('withdrawals are on hold until 4 March 2027');
    expect(mail.text).toContain('If it was not you, reset your password');
    expect(mail.text).toContain('write to us from the Contact page');
    expect(`${mail.text}${mail.html}`).not.toContain('localhost.test');
    expect(mail.text).not.toContain(OTHER_IBAN);
  });

  it('e-mails a tax code change, masked; saving the same details again sends nothing', async () => {
    const { user, token } = await bankingCustomer(t);
    const body = { email: user.email, CF: VALID_TAX_CODE, currentPassword: TEST_PASSWORD };
    expect((await put('/api/cf/', token, body)).statusCode).toBe(200);
    const mail = await latestMailTo(t.db, user.email);
    expect(mail.subject).toBe('È stato salvato il codice fiscale del tuo account');
    expect(mail.text).toContain('termina in …562S');
    expect(mail.text).not.toContain(VALID_TAX_CODE);
    expect((await put('/api/cf/', token, body)).statusCode).toBe(200);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });
});

describe('withdrawals after an IBAN change', () => {
  it('are refused with WITHDRAWALS_HELD for 72 hours, and allowed from then on', async () => {
    const { user, token } = await bankingCustomer(t, { earnedCents: 10000, ready: true });
    const changedAt = now;
    await put('/api/iban/', token, { email: user.email, iban: OTHER_IBAN, currentPassword: TEST_PASSWORD });
    expect((await userRow(user.id)).ibanChangedAt).toEqual(changedAt);
    const heldUntil = new Date(changedAt.getTime() + 72 * HOUR).toISOString();
    expect((await profileOf(token)).withdrawalsHeldUntil).toBe(heldUntil);

    now = new Date(changedAt.getTime() + 72 * HOUR - 60_000);
    const held = await withdraw(token, user.email);
    expect(held.statusCode).toBe(409);
    expect(held.json()).toMatchObject({ error: 'WITHDRAWALS_HELD' });
    expect(held.json().message).toContain('4 marzo 2027');
    expect(await t.db.select().from(withdrawals).where(eq(withdrawals.userId, user.id))).toHaveLength(0);

    now = new Date(changedAt.getTime() + 72 * HOUR);
    expect((await profileOf(token)).withdrawalsHeldUntil).toBeNull();
    expect((await withdraw(token, user.email)).statusCode).toBe(200);
    const [row] = await t.db.select().from(withdrawals).where(eq(withdrawals.userId, user.id));
    expect(row?.iban).toBe(OTHER_IBAN);
  });

  it('are not held when the same IBAN is saved again', async () => {
    const { user, token } = await bankingCustomer(t, { earnedCents: 10000, ready: true });
    await put('/api/iban/', token, { email: user.email, iban: VALID_IBAN, currentPassword: TEST_PASSWORD });
    expect((await withdraw(token, user.email)).statusCode).toBe(200);
    expect(await mailsTo(user.email)).toHaveLength(0);
  });
});

describe('a customer whose documents are verified', () => {
  it('cannot change the tax code (IDENTITY_LOCKED), but may send the same one', async () => {
    const { user, token } = await bankingCustomer(t, { ready: true });
    const change = await put('/api/cf/', token, {
      email: user.email,
      CF: OTHER_TAX_CODE,
      currentPassword: TEST_PASSWORD,
    });
    expect(change.statusCode).toBe(409);
    expect(change.json().error).toBe('IDENTITY_LOCKED');
    expect((await userRow(user.id)).taxCode).toBe(VALID_TAX_CODE);
    const same = await put('/api/cf/', token, {
      email: user.email,
      CF: VALID_TAX_CODE,
      currentPassword: TEST_PASSWORD,
    });
    expect(same.statusCode).toBe(200);
  });

  it('may still enter a tax code that was missing', async () => {
    const { user, token } = await bankingCustomer(t, { ready: true });
    await t.db.update(users).set({ taxCode: null }).where(eq(users.id, user.id));
    const response = await put('/api/cf/', token, {
      email: user.email,
      CF: OTHER_TAX_CODE,
      currentPassword: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect((await userRow(user.id)).taxCode).toBe(OTHER_TAX_CODE);
  });

  it('can change it again once the admin rejects the documents (new ones are then reviewed)', async () => {
    const { user, token } = await bankingCustomer(t, { ready: true });
    const document = await insertDocument(t.db, { userId: user.id, status: 'approved' });
    const admin = await adminPrivateToken(t.app, t.db);
    expect((await put('/api/document/', admin, { id: document.id, status: 0 })).statusCode).toBe(200);
    const response = await put('/api/cf/', token, {
      email: user.email,
      CF: OTHER_TAX_CODE,
      currentPassword: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
  });
});
