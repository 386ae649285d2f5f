import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.js';
import { bearer, createUser, loginAs, nextRemoteAddress, TEST_PASSWORD } from '../../../test/support/factories.js';
import { sessions } from '../../db/schema/index.js';
import { hashToken } from '../../lib/tokens.js';
import { PASSWORD_CONFIRMATION_MINUTES, PRIVATE_TOKEN_MINUTES } from './sessions.service.js';

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
    expect(own.json()).toEqual({ message: 'Success', group: 'user', language: 'it' });
    expect((await get(`/api/user/current-group/${encodeURIComponent(other.email)}`, token)).statusCode).toBe(403);
    expect((await get(`/api/user/current-group/${encodeURIComponent(user.email)}`)).statusCode).toBe(401);
  });

  it("tells a user the account's language with the group, so a new device can show the site in it", async () => {
    const user = await createUser(t.db, { language: 'en' });
    const token = await loginAs(t.app, user.email);
    const own = await get(`/api/user/current-group/${encodeURIComponent(user.email)}`, token);
    expect(own.json()).toEqual({ message: 'Success', group: 'user', language: 'en' });
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

describe('a private token is a step up from the login, not a spare key', () => {
  const MINUTE = 60_000;
  const mint = (token: string) => get('/api/generate-private-token/', token);
  const confirm = (token: string | undefined, password: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/confirm-password/',
      headers: token ? bearer(token) : {},
      payload: { password },
      remoteAddress: nextRemoteAddress(),
    });
  /** As if the login session's password had last been typed `minutes` ago. */
  const confirmedMinutesAgo = (loginToken: string, minutes: number) =>
    t.db
      .update(sessions)
      .set({ passwordConfirmedAt: new Date(Date.now() - minutes * MINUTE) })
      .where(eq(sessions.tokenHash, hashToken(loginToken)));
  const confirmedAtOf = async (loginToken: string) =>
    (
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(loginToken)))
    )[0]?.passwordConfirmedAt;
  async function adminLogin() {
    const admin = await createUser(t.db, { group: 'admin' });
    return { admin, login: await loginAs(t.app, admin.email) };
  }

  it('never mints another private token with a private token', async () => {
    const { login } = await adminLogin();
    const privateToken = (await mint(login)).json().token as string;
    const again = await mint(privateToken);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ error: 'LOGIN_TOKEN_REQUIRED', message: expect.any(String) });
    // Nor does it confirm a password for its login session.
    const confirmed = await confirm(privateToken, TEST_PASSWORD);
    expect(confirmed.statusCode).toBe(403);
    expect(confirmed.json().error).toBe('LOGIN_TOKEN_REQUIRED');
    // Nothing was minted: the login session has the one private token it asked for.
    const [loginRow] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(login)));
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.parentId, loginRow?.id ?? 0)),
    ).toHaveLength(1);
  });

  it('stamps the login as its first password confirmation', async () => {
    const before = Date.now();
    const { login } = await adminLogin();
    const stamped = (await confirmedAtOf(login))?.getTime() ?? 0;
    expect(stamped).toBeGreaterThanOrEqual(before - 1000);
    expect(stamped).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it(`mints while the password was typed within ${PASSWORD_CONFIRMATION_MINUTES} minutes: 59 yes, 61 asks for it again`, async () => {
    expect(PASSWORD_CONFIRMATION_MINUTES).toBe(60);
    const { login } = await adminLogin();
    await confirmedMinutesAgo(login, PASSWORD_CONFIRMATION_MINUTES - 1);
    expect((await mint(login)).statusCode).toBe(200);
    await confirmedMinutesAgo(login, PASSWORD_CONFIRMATION_MINUTES + 1);
    const refused = await mint(login);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'PASSWORD_CONFIRMATION_REQUIRED', message: expect.any(String) });
    // The login token itself still works for everything else: only the step up waits for the password.
    expect((await get('/api/check/', login)).statusCode).toBe(200);
  });

  it('asks a session from before the confirmation existed (no stamp) for the password', async () => {
    const { login } = await adminLogin();
    await t.db
      .update(sessions)
      .set({ passwordConfirmedAt: null })
      .where(eq(sessions.tokenHash, hashToken(login)));
    expect((await mint(login)).json().error).toBe('PASSWORD_CONFIRMATION_REQUIRED');
  });

  it('refuses a wrong password, changing nothing, and answers a fresh private token for the right one', async () => {
    const { login } = await adminLogin();
    await confirmedMinutesAgo(login, 61);
    const stale = await confirmedAtOf(login);
    const wrong = await confirm(login, 'non-la-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('WRONG_PASSWORD');
    expect(await confirmedAtOf(login)).toEqual(stale);
    expect((await mint(login)).statusCode).toBe(403);

    const right = await confirm(login, TEST_PASSWORD);
    expect(right.statusCode).toBe(200);
    const { message, token, expiresAt } = right.json();
    expect(message).toBe('Success');
    expect(token).not.toBe(login);
    const minutes = (Date.parse(expiresAt) - Date.now()) / MINUTE;
    expect(minutes).toBeGreaterThan(PRIVATE_TOKEN_MINUTES - 1);
    expect(minutes).toBeLessThanOrEqual(PRIVATE_TOKEN_MINUTES);
    // The token is an admin's, tied to this login session; and the session mints again for the next hour.
    expect((await get('/api/clienti', token)).statusCode).toBe(200);
    expect((await confirmedAtOf(login))?.getTime()).toBeGreaterThan(Date.now() - MINUTE);
    expect((await mint(login)).statusCode).toBe(200);
  });

  it('confirms only the login session it was typed in, not the same admin’s other sessions', async () => {
    const { admin, login } = await adminLogin();
    const otherDevice = await loginAs(t.app, admin.email);
    await confirmedMinutesAgo(login, 61);
    await confirmedMinutesAgo(otherDevice, 61);
    expect((await confirm(login, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await mint(login)).statusCode).toBe(200);
    expect((await mint(otherDevice)).json().error).toBe('PASSWORD_CONFIRMATION_REQUIRED');
  });

  it('refuses a visitor (401) and a customer (403) before looking at the password', async () => {
    expect((await confirm(undefined, TEST_PASSWORD)).statusCode).toBe(401);
    const customer = await createUser(t.db);
    const customerLogin = await loginAs(t.app, customer.email);
    for (let i = 0; i < 12; i++) {
      const guess = await confirm(customerLogin, `tentativo-${i}`);
      expect(guess.statusCode).toBe(403);
      expect(guess.json().error).toBe('FORBIDDEN');
    }
    expect((await confirm(customerLogin, TEST_PASSWORD)).json().error).toBe('FORBIDDEN');
  });

  it('refuses malformed bodies with 400', async () => {
    const { login } = await adminLogin();
    for (const password of ['', 'x'.repeat(1000), 42, null]) {
      const response = await confirm(login, password);
      expect(response.statusCode, String(password)).toBe(400);
      expect(response.json().error).toBe('VALIDATION');
    }
  });

  it('stops wrong passwords after 10 in 15 minutes per account, the right one included, with Retry-After', async () => {
    const { admin, login } = await adminLogin();
    const second = await loginAs(t.app, admin.email);
    const statuses: number[] = [];
    // Two login sessions of the account, alternating: the account's allowance is one.
    for (let i = 0; i < 11; i++) statuses.push((await confirm(i % 2 ? second : login, `tentativo-${i}`)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
    const held = await confirm(login, TEST_PASSWORD);
    expect(held.statusCode).toBe(429);
    expect(held.json().error).toBe('RATE_LIMITED');
    const retryAfter = Number(held.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another admin is not held up.
    const other = await adminLogin();
    expect((await confirm(other.login, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('clears the wrong-password count once the right password is typed', async () => {
    const { login } = await adminLogin();
    for (let i = 0; i < 9; i++) expect((await confirm(login, `tentativo-${i}`)).statusCode).toBe(400);
    expect((await confirm(login, TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await confirm(login, `ancora-${i}`)).statusCode).toBe(400);
  });

  it('ends with the logout: the login token neither confirms nor mints, and its private tokens stop', async () => {
    const { login } = await adminLogin();
    await confirmedMinutesAgo(login, 61);
    const privateToken = (await confirm(login, TEST_PASSWORD)).json().token as string;
    expect((await get('/api/clienti', privateToken)).statusCode).toBe(200);
    await forceLogout(login);
    expect((await get('/api/clienti', privateToken)).statusCode).toBe(401);
    expect((await confirm(login, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await mint(login)).statusCode).toBe(401);
  });
});
