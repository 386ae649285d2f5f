import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/db/client.js';
import { type ApiRoute, documentedRoutes, fillPath } from '../support/api-routes.js';
import { bearer, createUser, loginAs, nextRemoteAddress, TEST_PASSWORD } from '../support/factories.js';
import { recordResult } from './results.js';
import { pathValues } from './route-calls.js';
import { buildWorld, type World } from './world.js';

/*
 * Rate limits hold under a burst, and they are the limits written below: each limited route with
 * its limit, its window and whose allowance it spends. Every row gets a burst of its limit plus
 * five, one after another and all at once: exactly the limit gets through, the rest answers 429
 * with a Retry-After within the stated window. The expectation never comes from the route's own
 * X-RateLimit-* headers: raising a limit in the code lets more than the stated limit through and
 * fails here. The headers are used only to notice a limited route that has no row.
 *
 * HOW TO ADD A ROW: `'METHOD /openapi/path': { max, windowSeconds, by }` with the numbers the
 * route's `config.rateLimit` should have; `by: 'address'` for routes a visitor calls (the limit
 * is per client address), `by: 'user'` for routes that need a session (per logged-in user,
 * plugins/security.ts), `by: 'admin'` for those only an admin's login token may call (per admin). The bodies are empty, so a burst costs no password hashing and changes
 * nothing: the limiter counts a request before its body is looked at.
 */
interface Limit {
  max: number;
  windowSeconds: number;
  by: 'address' | 'user' | 'admin';
}

const MINUTE = 60;
const HOUR = 3600;

const RATE_LIMITS: Record<string, Limit> = {
  'POST /api/login/': { max: 100, windowSeconds: 5 * MINUTE, by: 'address' },
  'POST /api/generate-token/': { max: 20, windowSeconds: HOUR, by: 'address' },
  'POST /api/register': { max: 30, windowSeconds: 15 * MINUTE, by: 'address' },
  'POST /api/reset-password/': { max: 5, windowSeconds: 15 * MINUTE, by: 'address' },
  'GET /api/check-reset-token/{token}': { max: 30, windowSeconds: 15 * MINUTE, by: 'address' },
  'PUT /api/reset/': { max: 10, windowSeconds: 15 * MINUTE, by: 'address' },
  'PUT /api/user/password/': { max: 10, windowSeconds: 15 * MINUTE, by: 'user' },
  'POST /api/confirm-password/': { max: 30, windowSeconds: 15 * MINUTE, by: 'admin' },
  'GET /api/user/export': { max: 10, windowSeconds: 15 * MINUTE, by: 'user' },
  'DELETE /api/user/': { max: 10, windowSeconds: 15 * MINUTE, by: 'user' },
  'POST /send-email': { max: 5, windowSeconds: 10 * MINUTE, by: 'address' },
  'POST /api/module/': { max: 5, windowSeconds: 10 * MINUTE, by: 'address' },
  'POST /api/subscribe/': { max: 5, windowSeconds: 10 * MINUTE, by: 'address' },
  'POST /api/newsletter/confirm': { max: 30, windowSeconds: 15 * MINUTE, by: 'address' },
  'GET /api/newsletter/unsubscribe/{token}': { max: 30, windowSeconds: 15 * MINUTE, by: 'address' },
  'POST /api/newsletter/unsubscribe': { max: 30, windowSeconds: 15 * MINUTE, by: 'address' },
  'POST /api/review/': { max: 10, windowSeconds: HOUR, by: 'user' },
  'POST /api/document': { max: 20, windowSeconds: HOUR, by: 'user' },
  'POST /api/create-checkout': { max: 30, windowSeconds: 10 * MINUTE, by: 'user' },
  'POST /api/course/{title}/waitlist': { max: 30, windowSeconds: 10 * MINUTE, by: 'user' },
  'POST /api/user/courses/{title}/cancel': { max: 10, windowSeconds: 10 * MINUTE, by: 'user' },
  // The withdrawal function: a visitor's form and link as much as a customer's.
  'POST /api/contract-withdrawals': { max: 10, windowSeconds: 10 * MINUTE, by: 'address' },
  'GET /api/contract-withdrawals/{id}': { max: 30, windowSeconds: 10 * MINUTE, by: 'address' },
  'POST /api/contract-withdrawals/{id}/confirm': { max: 10, windowSeconds: 10 * MINUTE, by: 'address' },
  'POST /api/payments/test/charge': { max: 30, windowSeconds: MINUTE, by: 'user' },
  'POST /api/payments/confirm': { max: 60, windowSeconds: MINUTE, by: 'user' },
};

/*
 * Wrong passwords, counted by the handlers themselves (`AttemptCounter` in lib/limiters.ts), not by
 * the plugin: they send no X-RateLimit-* headers, so each is written here and checked below.
 */
/** Wrong passwords for one account from one address. */
const FAILED_LOGINS = { max: 10, windowSeconds: 5 * MINUTE };
/** Wrong passwords for one account from any address: new addresses buy an attacker no more guesses. */
const ACCOUNT_FAILED_LOGINS = { max: 20, windowSeconds: 15 * MINUTE };
/**
 * Wrong `currentPassword` on the bank details, per account, PUT /api/iban and PUT /api/cf
 * together: a stolen session cannot guess its way to a new IBAN. Every attempt after waits (429),
 * the right password included.
 */
const BANK_DETAIL_PASSWORDS = { max: 10, windowSeconds: 15 * MINUTE };
/**
 * Wrong passwords typed to confirm an admin's login session (POST /api/confirm-password/), per
 * account: a stolen login token cannot guess its way to a private token. The right one waits too.
 */
const CONFIRMATION_PASSWORDS = { max: 10, windowSeconds: 15 * MINUTE };

let world: World;
const bursts: { route: string; max: number; windowSeconds: number; mode: string; through: number; refused: number }[] =
  [];

beforeAll(async () => {
  world = await buildWorld();
});
afterAll(async () => {
  await recordResult('rate-limits', { routes: Object.keys(RATE_LIMITS).length, bursts });
  await world.close();
});

const routeKey = (route: ApiRoute) => `${route.method} ${route.path}`;

function call(route: ApiRoute, remoteAddress: string, headers: Record<string, string>) {
  return world.t.app.inject({
    method: route.method,
    url: fillPath(route.path, pathValues(route, world)),
    headers,
    remoteAddress,
    ...(route.method === 'GET' ? {} : { payload: {} }),
  });
}

function expectRateLimited(response: LightMyRequestResponse, label: string, windowSeconds: number) {
  const retryAfter = Number(response.headers['retry-after']);
  // The window starts with the burst's first request, a few seconds ago at most.
  expect(retryAfter, `${label}: Retry-After`).toBeGreaterThan(windowSeconds - 30);
  expect(retryAfter, `${label}: Retry-After`).toBeLessThanOrEqual(windowSeconds);
  expect(response.json(), label).toMatchObject({ error: 'RATE_LIMITED', message: expect.any(String) });
}

/** A customer (or admin) nobody else uses, with two login tokens: the allowance is theirs, not a token's. */
async function freshCustomer(group: 'user' | 'admin' = 'user') {
  const user = await createUser(world.t.db, { group });
  return { first: await loginAs(world.t.app, user.email), second: await loginAs(world.t.app, user.email) };
}

describe('rate limits', () => {
  it('name only documented routes, and every limited route has its row', async () => {
    const routes = documentedRoutes(world.t.app);
    const keys = new Set(routes.map(routeKey));
    expect(Object.keys(RATE_LIMITS).filter((key) => !keys.has(key))).toEqual([]);
    const unlisted: string[] = [];
    for (const route of routes) {
      if (RATE_LIMITS[routeKey(route)]) continue;
      const response = await call(route, nextRemoteAddress(), world.headersOf('admin'));
      await world.refreshTokens();
      if (response.headers['x-ratelimit-limit'] !== undefined) unlisted.push(routeKey(route));
    }
    expect(unlisted).toEqual([]);
  });

  it.each(['sequential', 'concurrent'] as const)(
    'let exactly the stated limit through in a %s burst, and answer 429 with Retry-After after it',
    async (mode) => {
      const routes = documentedRoutes(world.t.app).filter((route) => RATE_LIMITS[routeKey(route)]);
      for (const route of routes) {
        const { max, windowSeconds, by } = RATE_LIMITS[routeKey(route)] as Limit;
        const label = `${routeKey(route)} (${max} per ${windowSeconds} s by ${by}, ${mode})`;
        // Per user: one fresh customer (or admin), each request from another address. Per address: one address.
        const group = by === 'admin' ? 'admin' : 'user';
        const customer = by === 'address' ? undefined : await freshCustomer(group);
        const headers: Record<string, string> = customer ? bearer(customer.first) : {};
        const address = nextRemoteAddress();
        const send = () => call(route, by === 'address' ? address : nextRemoteAddress(), headers);
        const responses: LightMyRequestResponse[] = [];
        if (mode === 'concurrent') responses.push(...(await Promise.all(Array.from({ length: max + 5 }, send))));
        else for (let i = 0; i < max + 5; i++) responses.push(await send());
        const refused = responses.filter((response) => response.statusCode === 429);
        expect(responses.length - refused.length, label).toBe(max);
        expect(refused.length, label).toBe(5);
        for (const response of refused) expectRateLimited(response, label, windowSeconds);
        if (customer) {
          // Another token of the same user, or the header with junk after the token, buys nothing.
          expect((await call(route, nextRemoteAddress(), bearer(customer.second))).statusCode, label).toBe(429);
          const junk = { authorization: `Bearer ${customer.first} x` };
          expect((await call(route, nextRemoteAddress(), junk)).statusCode, label).toBe(401);
          // Another customer is not held up.
          const other = await freshCustomer(group);
          expect((await call(route, address, bearer(other.first))).statusCode, label).not.toBe(429);
        } else {
          expect((await call(route, nextRemoteAddress(), {})).statusCode, label).not.toBe(429);
        }
        bursts.push({ route: routeKey(route), max, windowSeconds, mode, through: max, refused: refused.length });
      }
      expect(routes.length).toBe(Object.keys(RATE_LIMITS).length);
    },
    300_000,
  );

  it('slows wrong passwords for one account from one address after 10 in 5 minutes, also all at once', async () => {
    for (const mode of ['sequential', 'concurrent'] as const) {
      const user = await createUser(world.t.db);
      const address = nextRemoteAddress();
      const guess = (i: number) =>
        world.t.app.inject({
          method: 'POST',
          url: '/api/login/',
          payload: { email: user.email, password: `tentativo-${i}` },
          remoteAddress: address,
        });
      const attempts = FAILED_LOGINS.max + 5;
      const responses: LightMyRequestResponse[] = [];
      if (mode === 'concurrent') {
        responses.push(...(await Promise.all(Array.from({ length: attempts }, (_, i) => guess(i)))));
      } else for (let i = 0; i < attempts; i++) responses.push(await guess(i));
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses, mode).toEqual([...Array(FAILED_LOGINS.max).fill(401), ...Array(5).fill(429)]);
      for (const response of responses.filter((r) => r.statusCode === 429)) {
        expectRateLimited(response, mode, FAILED_LOGINS.windowSeconds);
      }
      // Even the right password waits now; from another address it works (the account has taken
      // 10 of the 20 wrong passwords it may take from all addresses together).
      const right = {
        method: 'POST',
        url: '/api/login/',
        payload: { email: user.email, password: TEST_PASSWORD },
      } as const;
      expect((await world.t.app.inject({ ...right, remoteAddress: address })).statusCode).toBe(429);
      expect((await world.t.app.inject({ ...right, remoteAddress: nextRemoteAddress() })).statusCode).toBe(200);
      bursts.push({
        route: 'POST /api/login/ (wrong passwords, one account)',
        ...FAILED_LOGINS,
        mode,
        through: FAILED_LOGINS.max,
        refused: 5,
      });
    }
  });
  it('stops wrong passwords for one account after 20 in 15 minutes whatever the address, also all at once', async () => {
    for (const mode of ['sequential', 'concurrent'] as const) {
      const user = await createUser(world.t.db);
      // Each guess from a new address, so the per-address limit never trips: only the account's does.
      const login = (password: string) =>
        world.t.app.inject({
          method: 'POST',
          url: '/api/login/',
          payload: { email: user.email, password },
          remoteAddress: nextRemoteAddress(),
        });
      const attempts = ACCOUNT_FAILED_LOGINS.max + 5;
      const responses: LightMyRequestResponse[] = [];
      if (mode === 'concurrent') {
        responses.push(...(await Promise.all(Array.from({ length: attempts }, (_, i) => login(`tentativo-${i}`)))));
      } else for (let i = 0; i < attempts; i++) responses.push(await login(`tentativo-${i}`));
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses, mode).toEqual([...Array(ACCOUNT_FAILED_LOGINS.max).fill(401), ...Array(5).fill(429)]);
      for (const response of responses.filter((r) => r.statusCode === 429)) {
        expectRateLimited(response, mode, ACCOUNT_FAILED_LOGINS.windowSeconds);
      }
      // The guesser must not learn the right password either: it waits too, from any address.
      expect((await login(TEST_PASSWORD)).statusCode, mode).toBe(429);
      // Another account is not held up.
      const other = await createUser(world.t.db);
      const answer = await world.t.app.inject({
        method: 'POST',
        url: '/api/login/',
        payload: { email: other.email, password: TEST_PASSWORD },
        remoteAddress: nextRemoteAddress(),
      });
      expect(answer.statusCode, mode).toBe(200);
      bursts.push({
        route: 'POST /api/login/ (wrong passwords, one account, any address)',
        ...ACCOUNT_FAILED_LOGINS,
        mode,
        through: ACCOUNT_FAILED_LOGINS.max,
        refused: 5,
      });
    }
  });

  it('stops wrong current passwords on the bank details after 10 in 15 minutes per account, IBAN and tax code together', async () => {
    for (const mode of ['sequential', 'concurrent'] as const) {
      const user = await createUser(world.t.db);
      const tokens = [await loginAs(world.t.app, user.email), await loginAs(world.t.app, user.email)];
      // Alternating the two routes and two tokens, each from a new address: the account's allowance is one.
      const save = (i: number, currentPassword: string) =>
        world.t.app.inject(
          i % 2 === 0
            ? {
                method: 'PUT',
                url: '/api/iban',
                headers: bearer(tokens[i % 2] as string),
                payload: { email: user.email, iban: 'IT60X0542811101000000123456', currentPassword },
                remoteAddress: nextRemoteAddress(),
              }
            : {
                method: 'PUT',
                url: '/api/cf',
                headers: bearer(tokens[i % 2] as string),
                payload: { email: user.email, CF: 'RSSMRA85T10A562S', currentPassword },
                remoteAddress: nextRemoteAddress(),
              },
        );
      const attempts = BANK_DETAIL_PASSWORDS.max + 5;
      const responses: LightMyRequestResponse[] = [];
      if (mode === 'concurrent') {
        responses.push(...(await Promise.all(Array.from({ length: attempts }, (_, i) => save(i, `tentativo-${i}`)))));
      } else for (let i = 0; i < attempts; i++) responses.push(await save(i, `tentativo-${i}`));
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses, mode).toEqual([...Array(BANK_DETAIL_PASSWORDS.max).fill(400), ...Array(5).fill(429)]);
      for (const response of responses) {
        expect(response.json().error, mode).toBe(response.statusCode === 429 ? 'RATE_LIMITED' : 'WRONG_PASSWORD');
      }
      // Held: the right password waits too, on either route, and nothing was saved.
      expect((await save(0, TEST_PASSWORD)).statusCode, mode).toBe(429);
      expect((await save(1, TEST_PASSWORD)).statusCode, mode).toBe(429);
      const [saved] = await selectRows<{ iban: string | null; taxCode: string | null }>(
        world.t.db,
        sql`select iban, tax_code as "taxCode" from users where id = ${user.id}`,
      );
      expect(saved, mode).toEqual({ iban: null, taxCode: null });
      // Another customer is not held up.
      const other = await createUser(world.t.db);
      const answer = await world.t.app.inject({
        method: 'PUT',
        url: '/api/iban',
        headers: bearer(await loginAs(world.t.app, other.email)),
        payload: { email: other.email, iban: 'IT60X0542811101000000123456', currentPassword: TEST_PASSWORD },
        remoteAddress: nextRemoteAddress(),
      });
      expect(answer.statusCode, mode).toBe(200);
      bursts.push({
        route: 'PUT /api/iban + PUT /api/cf (wrong current password, one account)',
        ...BANK_DETAIL_PASSWORDS,
        mode,
        through: BANK_DETAIL_PASSWORDS.max,
        refused: 5,
      });
    }
  });

  it('stops wrong passwords confirming an admin session after 10 in 15 minutes per account, whatever the session', async () => {
    for (const mode of ['sequential', 'concurrent'] as const) {
      const admin = await createUser(world.t.db, { group: 'admin' });
      const tokens = [await loginAs(world.t.app, admin.email), await loginAs(world.t.app, admin.email)];
      // Alternating two login sessions of the account, each guess from a new address: the allowance is the account's.
      const confirm = (i: number, password: string) =>
        world.t.app.inject({
          method: 'POST',
          url: '/api/confirm-password/',
          headers: bearer(tokens[i % 2] as string),
          payload: { password },
          remoteAddress: nextRemoteAddress(),
        });
      const attempts = CONFIRMATION_PASSWORDS.max + 5;
      const responses: LightMyRequestResponse[] = [];
      if (mode === 'concurrent') {
        responses.push(
          ...(await Promise.all(Array.from({ length: attempts }, (_, i) => confirm(i, `tentativo-${i}`)))),
        );
      } else for (let i = 0; i < attempts; i++) responses.push(await confirm(i, `tentativo-${i}`));
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses, mode).toEqual([...Array(CONFIRMATION_PASSWORDS.max).fill(400), ...Array(5).fill(429)]);
      for (const response of responses.filter((r) => r.statusCode === 429)) {
        expectRateLimited(response, mode, CONFIRMATION_PASSWORDS.windowSeconds);
      }
      // Held: the right password waits too, from either session, and no private token was minted.
      expect((await confirm(0, TEST_PASSWORD)).statusCode, mode).toBe(429);
      expect((await confirm(1, TEST_PASSWORD)).statusCode, mode).toBe(429);
      const [minted] = await selectRows<{ count: number }>(
        world.t.db,
        sql`select count(*)::int as count from sessions where user_id = ${admin.id} and kind = 'private'`,
      );
      expect(minted?.count, mode).toBe(0);
      // Another admin is not held up.
      const other = await createUser(world.t.db, { group: 'admin' });
      const answer = await world.t.app.inject({
        method: 'POST',
        url: '/api/confirm-password/',
        headers: bearer(await loginAs(world.t.app, other.email)),
        payload: { password: TEST_PASSWORD },
        remoteAddress: nextRemoteAddress(),
      });
      expect(answer.statusCode, mode).toBe(200);
      bursts.push({
        route: 'POST /api/confirm-password/ (wrong password, one account)',
        ...CONFIRMATION_PASSWORDS,
        mode,
        through: CONFIRMATION_PASSWORDS.max,
        refused: 5,
      });
    }
  });
});
