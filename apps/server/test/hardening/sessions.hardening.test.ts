import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_CONFIRMATION_MINUTES, PRIVATE_TOKEN_MINUTES } from '../../src/modules/accounts/sessions.service.js';
import { buildTestApp, latestMailTo, type TestApp, tokenFromMail } from '../support/app.js';
import { bearer, createUser, loginAs, nextRemoteAddress, TEST_PASSWORD } from '../support/factories.js';
import { recordResult } from './results.js';

/*
 * Sessions end when they should: a login session after 30 days, a private token after 15 minutes,
 * both at logout, every other session at a password change, every session at a reset. The clock
 * the app is built with decides when a new session expires; the database's own clock judges it.
 */
let t: TestApp;
let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let checks = 0;

beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(async () => {
  await recordResult('sessions', { checks });
  await t.close();
});

/** Runs `create` as if it were `ms` milliseconds ago (negative) or later, then puts the clock back. */
async function at<T>(ms: number, create: () => Promise<T>): Promise<T> {
  offsetMs = ms;
  try {
    return await create();
  } finally {
    offsetMs = 0;
  }
}

const status = async (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
  (await t.app.inject({ method, url, headers: bearer(token), payload, remoteAddress: nextRemoteAddress() })).statusCode;

/** Whether a token still opens a session: /api/check/, a customer route and (for private tokens) an admin route. */
async function expectSession(token: string, alive: boolean, admin = false) {
  expect(await status('GET', '/api/check/', token)).toBe(alive ? 200 : 401);
  expect(await status('GET', '/api/user/', token)).toBe(alive ? 200 : 401);
  if (admin) expect(await status('GET', '/api/clienti', token)).toBe(alive ? 200 : 401);
  checks += 1;
}

async function privateToken(loginToken: string): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/generate-private-token/',
    headers: bearer(loginToken),
  });
  expect(response.statusCode).toBe(200);
  return response.json().token;
}

describe('session expiry', () => {
  it('refuses a login session older than 30 days, and accepts one a day younger', async () => {
    const user = await createUser(t.db);
    const expired = await at(-31 * DAY, () => loginAs(t.app, user.email));
    const young = await at(-29 * DAY, () => loginAs(t.app, user.email));
    await expectSession(expired, false);
    await expectSession(young, true);
  });

  it(`refuses a private token after ${PRIVATE_TOKEN_MINUTES} minutes, and accepts one a minute short of it`, async () => {
    const admin = await createUser(t.db, { group: 'admin' });
    const login = await loginAs(t.app, admin.email);
    const expired = await at(-(PRIVATE_TOKEN_MINUTES + 1) * MINUTE, () => privateToken(login));
    const fresh = await at(-(PRIVATE_TOKEN_MINUTES - 1) * MINUTE, () => privateToken(login));
    await expectSession(expired, false, true);
    await expectSession(fresh, true, true);
    expect(PRIVATE_TOKEN_MINUTES).toBe(15);
  });
});

describe('stepping up to a private token', () => {
  const mint = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/generate-private-token/', headers: bearer(token) });
  const confirm = (token: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/confirm-password/',
      headers: bearer(token),
      payload: { password },
      remoteAddress: nextRemoteAddress(),
    });

  it(`mints from a login whose password was typed ${PASSWORD_CONFIRMATION_MINUTES - 1} minutes ago, not ${PASSWORD_CONFIRMATION_MINUTES + 1}`, async () => {
    const admin = await createUser(t.db, { group: 'admin' });
    const stale = await at(-(PASSWORD_CONFIRMATION_MINUTES + 1) * MINUTE, () => loginAs(t.app, admin.email));
    const recent = await at(-(PASSWORD_CONFIRMATION_MINUTES - 1) * MINUTE, () => loginAs(t.app, admin.email));
    expect((await mint(recent)).statusCode).toBe(200);
    const refused = await mint(stale);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('PASSWORD_CONFIRMATION_REQUIRED');
    // The stale login is still a login (30 days): only the step up needs the password again.
    await expectSession(stale, true);
    // Typing it again in that session gives a working private token, and the session mints again.
    const confirmed = await confirm(stale, TEST_PASSWORD);
    expect(confirmed.statusCode).toBe(200);
    await expectSession(confirmed.json().token, true, true);
    expect((await mint(stale)).statusCode).toBe(200);
    checks += 1;
  });

  it('never mints from a private token, however fresh, so no token outlives its 15 minutes by renewing itself', async () => {
    const admin = await createUser(t.db, { group: 'admin' });
    const login = await loginAs(t.app, admin.email);
    const token = await privateToken(login);
    const renewed = await mint(token);
    expect(renewed.statusCode).toBe(403);
    expect(renewed.json().error).toBe('LOGIN_TOKEN_REQUIRED');
    expect((await confirm(token, TEST_PASSWORD)).json().error).toBe('LOGIN_TOKEN_REQUIRED');
    checks += 1;
  });

  it('ends a confirmed session and its private tokens at logout', async () => {
    const admin = await createUser(t.db, { group: 'admin' });
    const login = await at(-(PASSWORD_CONFIRMATION_MINUTES + 1) * MINUTE, () => loginAs(t.app, admin.email));
    const token = (await confirm(login, TEST_PASSWORD)).json().token as string;
    expect(await status('POST', '/api/forcelogout/', login)).toBe(200);
    await expectSession(token, false, true);
    expect((await confirm(login, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await mint(login)).statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('ends the login session and every private token issued under it', async () => {
    const admin = await createUser(t.db, { group: 'admin' });
    const login = await loginAs(t.app, admin.email);
    const other = await loginAs(t.app, admin.email);
    const tokens = [await privateToken(login), await privateToken(login)];
    expect(await status('POST', '/api/forcelogout/', login)).toBe(200);
    await expectSession(login, false);
    for (const token of tokens) await expectSession(token, false, true);
    await expectSession(other, true);
  });

  it('ends the login session when called with one of its private tokens', async () => {
    const admin = await createUser(t.db, { group: 'admin' });
    const login = await loginAs(t.app, admin.email);
    const token = await privateToken(login);
    expect(await status('POST', '/api/forcelogout/', token)).toBe(200);
    await expectSession(login, false);
    await expectSession(token, false, true);
  });
});

describe('password change', () => {
  it('keeps the session that changed it and ends every other one, private tokens included', async () => {
    const admin = await createUser(t.db, { group: 'admin' });
    const here = await loginAs(t.app, admin.email);
    const hereToken = await privateToken(here);
    const elsewhere = await loginAs(t.app, admin.email);
    const elsewhereToken = await privateToken(elsewhere);
    const changed = await status('PUT', '/api/user/password/', here, {
      oldPassword: TEST_PASSWORD,
      newPassword: 'una-nuova-password-1',
    });
    expect(changed).toBe(200);
    await expectSession(here, true);
    await expectSession(hereToken, true, true);
    await expectSession(elsewhere, false);
    await expectSession(elsewhereToken, false, true);
  });
});

describe('password reset', () => {
  it('ends every session of the account, and only the new password opens a new one', async () => {
    const admin = await createUser(t.db, { group: 'admin' });
    const sessions = [await loginAs(t.app, admin.email), await loginAs(t.app, admin.email)];
    const tokens = [await privateToken(sessions[0] as string)];
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password/',
      payload: { email: admin.email },
      remoteAddress: nextRemoteAddress(),
    });
    expect(requested.statusCode).toBe(200);
    // The link is made once the answer has gone (the same time for known and unknown addresses).
    await t.app.afterAnswer.settled();
    const resetToken = tokenFromMail(await latestMailTo(t.db, admin.email), 'recoverypassword');
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/api/reset/',
      payload: { token: resetToken, password: 'reimpostata-1234' },
      remoteAddress: nextRemoteAddress(),
    });
    expect(reset.statusCode).toBe(200);
    for (const token of sessions) await expectSession(token, false);
    for (const token of tokens) await expectSession(token, false, true);
    await expect(loginAs(t.app, admin.email)).rejects.toThrow();
    await expectSession(await loginAs(t.app, admin.email, 'reimpostata-1234'), true);
  });
});
