import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { createUser, TEST_PASSWORD } from '../../../test/support/factories.js';
import { ACCOUNT_LOGIN_FAILURES } from './login-limits.service.js';

/** Behind one reverse proxy (TRUST_PROXY=1), as a real site runs: the proxy is the peer of every request. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await t.close();
});

const PROXY = '10.0.0.2';
const login = (email: string, password: string, forwardedFor: string, peer = PROXY) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { email, password },
    remoteAddress: peer,
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('failed logins behind a proxy (TRUST_PROXY=1)', () => {
  it('stops 30 wrong passwords at the limit when each forges a new first X-Forwarded-For entry', async () => {
    const user = await createUser(t.db);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      // The client writes any address it likes first; the proxy appends the one it saw.
      const response = await login(user.email, `tentativo-${i}`, `203.0.113.${i + 1}, 198.51.100.7`);
      statuses.push(response.statusCode);
    }
    // Only the address the proxy saw counts: 10 guesses from it, then 429.
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(20).fill(429)]);
    // Another client behind the same proxy is not held up by this one.
    expect((await login(user.email, TEST_PASSWORD, '198.51.100.8')).statusCode).toBe(200);
  });

  it('counts wrong passwords per account whatever the address, so many addresses buy no more guesses', async () => {
    const user = await createUser(t.db);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      // A new address each time, as if each came from its own machine (or the proxy were bypassed).
      const response = await login(user.email, `tentativo-${i}`, `203.0.113.${i + 1}`);
      statuses.push(response.statusCode);
    }
    const allowed = ACCOUNT_LOGIN_FAILURES.max;
    expect(allowed).toBe(20);
    expect(statuses).toEqual([...Array(allowed).fill(401), ...Array(30 - allowed).fill(429)]);
    const refused = await login(user.email, `tentativo-oltre`, '203.0.113.200');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // While the account is held even the right password waits: the guesser must not learn it was right.
    expect((await login(user.email, TEST_PASSWORD, '203.0.113.201')).statusCode).toBe(429);
    // Other accounts are not affected.
    const other = await createUser(t.db);
    expect((await login(other.email, TEST_PASSWORD, '203.0.113.202')).statusCode).toBe(200);
  });

  it('counts unknown addresses the same way, so the limit does not tell who has an account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      statuses.push((await login('nessuno@example.com', `tentativo-${i}`, `203.0.114.${i + 1}`)).statusCode);
    }
    expect(statuses).toEqual([...Array(20).fill(401), 429, 429]);
  });

  it('does not count a right password against the account', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 25; i++) {
      expect((await login(user.email, TEST_PASSWORD, `203.0.115.${i + 1}`)).statusCode).toBe(200);
    }
  });
});
