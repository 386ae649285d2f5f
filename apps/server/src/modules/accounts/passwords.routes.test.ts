import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, oneTimeTokens } from '../../db/schema/index.js';
import { buildTestApp, latestMailTo, type TestApp, tokenFromMail } from '../../test/app.js';
import { bearer, createUser, loginAs, nextRemoteAddress, TEST_PASSWORD } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token?: string) =>
  t.app.inject({ method, url, payload, headers: token ? bearer(token) : {}, remoteAddress: nextRemoteAddress() });
const check = (token: string) => inject('GET', '/api/check/', undefined, token);

async function requestReset(email: string): Promise<string> {
  expect((await inject('POST', '/api/reset-password/', { email })).json()).toEqual({ message: 'Success' });
  return tokenFromMail(await latestMailTo(t.db, email), 'recoverypassword');
}

describe('password reset', () => {
  it('answers the same for an address without an account, and sends nothing', async () => {
    const before = (await t.db.select().from(mailOutbox)).length;
    const response = await inject('POST', '/api/reset-password/', { email: 'sconosciuto@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Success' });
    expect((await t.db.select().from(mailOutbox)).length).toBe(before);
  });

  it('resets the password once, ends every session and mails a notice', async () => {
    const user = await createUser(t.db);
    const session = await loginAs(t.app, user.email);
    const token = await requestReset(user.email);
    expect((await inject('GET', `/api/check-reset-token/${token}`)).statusCode).toBe(200);
    const reset = await inject('PUT', '/api/reset/', { token, password: 'nuova-password-1' });
    expect(reset.json()).toEqual({ message: 'Success' });
    expect((await check(session)).statusCode).toBe(401);
    expect((await latestMailTo(t.db, user.email)).subject).toBe('La tua password è stata cambiata');
    await loginAs(t.app, user.email, 'nuova-password-1');
    const again = await inject('PUT', '/api/reset/', { token, password: 'altra-password-2' });
    expect(again.statusCode).toBe(400);
    expect((await inject('GET', `/api/check-reset-token/${token}`)).statusCode).toBe(400);
  });

  it('refuses an expired reset link', async () => {
    const user = await createUser(t.db);
    const token = await requestReset(user.email);
    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(oneTimeTokens.userId, user.id));
    const response = await inject('PUT', '/api/reset/', { token, password: 'nuova-password-1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('TOKEN_EXPIRED');
    await loginAs(t.app, user.email, TEST_PASSWORD);
  });

  it('makes an older link useless once a newer one is sent', async () => {
    const user = await createUser(t.db);
    const older = await requestReset(user.email);
    const newer = await requestReset(user.email);
    expect((await inject('GET', `/api/check-reset-token/${older}`)).statusCode).toBe(400);
    expect((await inject('GET', `/api/check-reset-token/${newer}`)).statusCode).toBe(200);
  });

  it('refuses a too short new password and keeps the old one', async () => {
    const user = await createUser(t.db);
    const token = await requestReset(user.email);
    expect((await inject('PUT', '/api/reset/', { token, password: 'short' })).statusCode).toBe(400);
    await loginAs(t.app, user.email, TEST_PASSWORD);
  });
});

describe('password change', () => {
  it('needs the current password', async () => {
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user.email);
    const response = await inject(
      'PUT',
      '/api/user/password/',
      { oldPassword: 'sbagliata', newPassword: 'nuova-password-1' },
      token,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'WRONG_PASSWORD', message: 'La password attuale non è corretta' });
    await loginAs(t.app, user.email, TEST_PASSWORD);
  });

  it('keeps this session and ends the others', async () => {
    const user = await createUser(t.db);
    const here = await loginAs(t.app, user.email);
    const elsewhere = await loginAs(t.app, user.email);
    const response = await inject(
      'PUT',
      '/api/user/password/',
      { oldPassword: TEST_PASSWORD, newPassword: 'nuova-password-1' },
      here,
    );
    expect(response.json()).toEqual({ message: 'Success' });
    expect((await check(here)).statusCode).toBe(200);
    expect((await check(elsewhere)).statusCode).toBe(401);
    await loginAs(t.app, user.email, 'nuova-password-1');
  });

  it('needs a login', async () => {
    expect(
      (await inject('PUT', '/api/user/password/', { oldPassword: 'a', newPassword: 'nuova-password-1' })).statusCode,
    ).toBe(401);
  });
});
