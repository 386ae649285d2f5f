import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiRoute, documentedRoutes, fillPath } from '../test/api-routes.js';
import { bearer, createUser, loginAs, nextRemoteAddress, TEST_PASSWORD } from '../test/factories.js';
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
 * plugins/security.ts). The bodies are empty, so a burst costs no password hashing and changes
 * nothing: the limiter counts a request before its body is looked at.
 */
interface Limit {
  max: number;
  windowSeconds: number;
  by: 'address' | 'user';
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
  'POST /send-email': { max: 5, windowSeconds: 10 * MINUTE, by: 'address' },
  'POST /api/module/': { max: 5, windowSeconds: 10 * MINUTE, by: 'address' },
  'POST /api/subscribe/': { max: 5, windowSeconds: 10 * MINUTE, by: 'address' },
  'POST /api/newsletter/confirm': { max: 30, windowSeconds: 15 * MINUTE, by: 'address' },
  'GET /api/newsletter/unsubscribe/{token}': { max: 30, windowSeconds: 15 * MINUTE, by: 'address' },
  'POST /api/newsletter/unsubscribe': { max: 30, windowSeconds: 15 * MINUTE, by: 'address' },
  'POST /api/review/': { max: 10, windowSeconds: HOUR, by: 'user' },
  'POST /api/document': { max: 20, windowSeconds: HOUR, by: 'user' },
  'POST /api/create-checkout': { max: 30, windowSeconds: 10 * MINUTE, by: 'user' },
  'POST /api/payments/test/charge': { max: 30, windowSeconds: MINUTE, by: 'user' },
  'POST /api/payments/confirm': { max: 60, windowSeconds: MINUTE, by: 'user' },
};

/** Wrong passwords for one account from one address (accounts/failed-login-limiter.ts). */
const FAILED_LOGINS = { max: 10, windowSeconds: 5 * MINUTE };

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

/** A customer nobody else uses, with two login tokens: the allowance is theirs, not a token's. */
async function freshCustomer() {
  const user = await createUser(world.t.db);
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
        // Per user: one fresh customer, each request from another address. Per address: one address.
        const customer = by === 'user' ? await freshCustomer() : undefined;
        const headers: Record<string, string> = customer ? bearer(customer.first) : {};
        const address = nextRemoteAddress();
        const send = () => call(route, by === 'user' ? nextRemoteAddress() : address, headers);
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
          const other = await freshCustomer();
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
      // Even the right password waits now; from another address it works.
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
});
