import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.js';
import { bearer, createUser, loginAs, nextRemoteAddress, TEST_PASSWORD } from '../../../test/support/factories.js';
import { sessions } from '../../db/schema/index.js';
import { hashToken } from '../../lib/tokens.js';

const t = useTestApp();

const login = (email: string, password: string, remoteAddress = nextRemoteAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/login/', payload: { email, password }, remoteAddress });
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const forceLogout = (token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: '/api/forcelogout/', headers: bearer(token), payload });

describe('login', () => {
  it('answers Success and an opaque token, stored only as a hash', async () => {
    const user = await createUser(t.db);
    const response = await login(user.email.toUpperCase(), TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    const { message, token } = response.json();
    expect(message).toBe('Success');
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row?.userId).toBe(user.id);
  });

  it('refuses a wrong password and an unknown address alike', async () => {
    const user = await createUser(t.db);
    const wrong = await login(user.email, 'not-the-password');
    const unknown = await login('nobody@example.com', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error).toBe('INVALID_CREDENTIALS');
  });

  it('tells someone who has not confirmed the e-mail yet, when the password is right', async () => {
    const email = 'in-attesa@example.com';
    await t.app.inject({
      method: 'POST',
      url: '/api/generate-token/',
      remoteAddress: nextRemoteAddress(),
      payload: {
        name: 'Luca',
        surname: 'Neri',
        email,
        password: 'password-giusta',
        dateOfBirth: '1980-01-01',
        state: 'Italia',
        region: 'Toscana',
        province: 'Firenze',
        city: 'Firenze',
        address: 'Via A 1',
        privacyAccepted: true,
      },
    });
    expect((await login(email, 'password-giusta')).json().error).toBe('EMAIL_NOT_VERIFIED');
    expect((await login(email, 'password-sbagliata')).json().error).toBe('INVALID_CREDENTIALS');
  });

  it('slows repeated failed logins for one account with 429', async () => {
    const user = await createUser(t.db);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await login(user.email, `guess-${i}`, '10.77.0.1')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Even the right password waits: the guesser must not learn it was right.
    const blocked = await login(user.email, TEST_PASSWORD, '10.77.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held up by someone else's guesses.
    expect((await login(user.email, TEST_PASSWORD, '10.77.0.2')).statusCode).toBe(200);
  });

  it('slows failed logins sent all at once too: 10 are checked, the rest wait (429)', async () => {
    const user = await createUser(t.db);
    const burst = await Promise.all(Array.from({ length: 15 }, (_, i) => login(user.email, `guess-${i}`, '10.77.0.5')));
    const statuses = burst.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(5).fill(429)]);
    expect((await login(user.email, TEST_PASSWORD, '10.77.0.5')).statusCode).toBe(429);
  });

  it('never slows a customer who logs in correctly, however often', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 15; i++) expect((await login(user.email, TEST_PASSWORD, '10.77.0.3')).statusCode).toBe(200);
  });

  it('clears the failed count after a successful login', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 9; i++) await login(user.email, `guess-${i}`, '10.77.0.4');
    expect((await login(user.email, TEST_PASSWORD, '10.77.0.4')).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login(user.email, `again-${i}`, '10.77.0.4')).statusCode).toBe(401);
  });

  it('refuses malformed bodies with 400', async () => {
    for (const payload of [
      {},
      { email: 'x' },
      { email: 'a@b.it', password: '' },
      { email: ['a@b.it'], password: 'x' },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login/',
        payload,
        remoteAddress: nextRemoteAddress(),
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('session check and logout', () => {
  it('answers 200 to a valid session and 401 otherwise', async () => {
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user.email);
    expect((await get('/api/check/', token)).statusCode).toBe(200);
    expect((await get('/api/check', token)).statusCode).toBe(200);
    expect((await get('/api/check/')).statusCode).toBe(401);
    expect((await get('/api/check/', 'made-up-token')).statusCode).toBe(401);
  });

  it('ends the session on forcelogout', async () => {
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user.email);
    const response = await forceLogout(token, { email: user.email });
    expect(response.statusCode).toBe(200);
    expect((await get('/api/check/', token)).statusCode).toBe(401);
  });

  it('does not accept an expired session', async () => {
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user.email);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await get('/api/check/', token)).statusCode).toBe(401);
  });
});

describe('groups and private tokens', () => {
  it('tells a user their own group and nobody else’s', async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    const token = await loginAs(t.app, user.email);
    const own = await get(`/api/user/current-group/${encodeURIComponent(user.email)}`, token);
    expect(own.json()).toEqual({ message: 'Success', group: 'user' });
    expect((await get(`/api/user/current-group/${encodeURIComponent(other.email)}`, token)).statusCode).toBe(403);
    expect((await get(`/api/user/current-group/${encodeURIComponent(user.email)}`)).statusCode).toBe(401);
  });

  it('gives an admin a short-lived private token and refuses a customer with 403', async () => {
    const admin = await createUser(t.db, { group: 'admin' });
    const customer = await createUser(t.db);
    const adminToken = await loginAs(t.app, admin.email);
    const response = await get('/api/generate-private-token/', adminToken);
    expect(response.statusCode).toBe(200);
    const { token, expiresAt } = response.json();
    expect(token).not.toBe(adminToken);
    const minutes = (Date.parse(expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(5);
    expect(minutes).toBeLessThanOrEqual(15);
    expect((await get('/api/generate-private-token/', await loginAs(t.app, customer.email))).statusCode).toBe(403);
    expect((await get('/api/generate-private-token/')).statusCode).toBe(401);
  });

  it('ends the private token with the login session it came from', async () => {
    const admin = await createUser(t.db, { group: 'admin' });
    const loginToken = await loginAs(t.app, admin.email);
    const privateToken = (await get('/api/generate-private-token/', loginToken)).json().token;
    expect((await get('/api/check/', privateToken)).statusCode).toBe(200);
    await forceLogout(loginToken);
    expect((await get('/api/check/', privateToken)).statusCode).toBe(401);
  });
});
