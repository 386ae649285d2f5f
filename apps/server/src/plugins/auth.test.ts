import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/support/app.js';
import { bearer, createUser, loginAs, nextRemoteAddress } from '../../test/support/factories.js';
import { parseAuthorization } from './auth.js';

const TOKEN = 'A'.repeat(21) + '_-'.repeat(11);

describe('the Authorization header', () => {
  it('is read only as exactly "Bearer <token>"', () => {
    expect(parseAuthorization(undefined)).toBeNull();
    expect(parseAuthorization(`Bearer ${TOKEN}`)).toBe(TOKEN);
    expect(parseAuthorization(`bearer ${TOKEN}`)).toBe(TOKEN);
    // What logged-out clients of the old web app sent: no token, not a refusal.
    expect(parseAuthorization('Bearer null')).toBeNull();
    for (const header of [
      `Bearer ${TOKEN} junk`,
      `Bearer ${TOKEN}x`,
      `Bearer  ${TOKEN}`,
      ` Bearer ${TOKEN}`,
      `Bearer ${TOKEN}\t`,
      `Bearer ${TOKEN},Bearer ${TOKEN}`,
      `Bearer ${TOKEN.slice(1)}`,
      `Bearer ${TOKEN.slice(1)}=`,
      `Basic ${TOKEN}`,
      'Bearer',
      'Bearer ',
      '',
    ]) {
      expect(parseAuthorization(header), JSON.stringify(header)).toBe('malformed');
    }
  });
});

describe('a malformed Authorization header and the rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is refused with 401 AUTHORIZATION_MALFORMED on every route, public ones too', async () => {
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user.email);
    for (const url of ['/api/user/', '/api/health', '/api/articles']) {
      for (const authorization of [`Bearer ${token} junk`, `Bearer ${token} ${token}`, `Bearer  ${token}`]) {
        const response = await t.app.inject({ method: 'GET', url, headers: { authorization } });
        expect(response.statusCode, `${url} ${authorization}`).toBe(401);
        expect(response.json()).toMatchObject({ error: 'AUTHORIZATION_MALFORMED', message: expect.any(String) });
      }
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/user/', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('spends the user’s allowance, whatever token, junk or address the request comes with', async () => {
    // POST /api/document allows 20 an hour; an empty body is counted before it is refused.
    const user = await createUser(t.db);
    const first = await loginAs(t.app, user.email);
    const second = await loginAs(t.app, user.email);
    const upload = (authorization: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/document',
        headers: { authorization },
        remoteAddress: nextRemoteAddress(),
      });
    for (let i = 0; i < 20; i++) expect((await upload(`Bearer ${first}`)).statusCode).not.toBe(429);
    expect((await upload(`Bearer ${first}`)).statusCode).toBe(429);
    expect((await upload(`Bearer ${first} x`)).statusCode).toBe(401);
    expect((await upload(`Bearer ${second}`)).statusCode).toBe(429);
    // Another customer has an allowance of their own.
    const other = await loginAs(t.app, (await createUser(t.db)).email);
    expect((await upload(`Bearer ${other}`)).statusCode).not.toBe(429);
  });

  it('keys a logged-in user’s limit on the user, not on the address', async () => {
    // PUT /api/user/password/ allows 10 in 15 minutes.
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user.email);
    const address = nextRemoteAddress();
    const change = (remoteAddress: string) =>
      t.app.inject({ method: 'PUT', url: '/api/user/password/', headers: bearer(token), remoteAddress, payload: {} });
    for (let i = 0; i < 10; i++) expect((await change(address)).statusCode).toBe(400);
    expect((await change(nextRemoteAddress())).statusCode).toBe(429);
    // A visitor at the same address is not held up by the user's count.
    const visitor = await t.app.inject({
      method: 'PUT',
      url: '/api/user/password/',
      remoteAddress: address,
      payload: {},
    });
    expect(visitor.statusCode).not.toBe(429);
  });
});
