import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiRoute, documentedRoutes, fillPath } from '../test/api-routes.js';
import { bearer, createUser, loginAs, nextRemoteAddress, TEST_PASSWORD } from '../test/factories.js';
import { recordResult } from './results.js';
import { accessOf, pathValues } from './route-calls.js';
import { buildWorld, type World } from './world.js';

/*
 * Rate limits hold under a burst. The limits are read from the routes themselves (the
 * X-RateLimit-* headers each limited route answers with), then every limited route gets a burst of
 * its limit plus five, sent one after another and all at once: exactly the limit gets through,
 * the rest answers 429 with Retry-After. The bodies are empty, so the burst costs no password
 * hashing and changes nothing; the limiter counts a request before its body is looked at.
 */
let world: World;
interface Limited {
  route: ApiRoute;
  max: number;
  windowSeconds: number;
}
let limited: Limited[] = [];
const bursts: { route: string; max: number; windowSeconds: number; mode: string; through: number; refused: number }[] =
  [];

/** The routes the issue names: each must be limited. */
const MUST_BE_LIMITED = [
  'POST /api/login/',
  'POST /api/generate-token/',
  'POST /api/reset-password/',
  'POST /send-email',
  'POST /api/module/',
  'POST /api/subscribe/',
  'POST /api/review/',
  'POST /api/document',
];

beforeAll(async () => {
  world = await buildWorld();
});
afterAll(async () => {
  await recordResult('rate-limits', { routes: limited.length, bursts });
  await world.close();
});

const identityFor = (route: ApiRoute) =>
  accessOf(route) === 'admin' ? 'admin' : route.bearer ? 'customer' : 'visitor';

function call(route: ApiRoute, remoteAddress: string, headers = world.headersOf(identityFor(route))) {
  const url = fillPath(route.path, pathValues(route, world));
  return world.t.app.inject({
    method: route.method,
    url,
    headers,
    remoteAddress,
    ...(route.method === 'GET' ? {} : { payload: {} }),
  });
}

function expectRateLimited(response: LightMyRequestResponse, label: string) {
  expect(Number(response.headers['retry-after']), `${label}: Retry-After`).toBeGreaterThan(0);
  expect(response.json(), label).toMatchObject({ error: 'RATE_LIMITED', message: expect.any(String) });
}

describe('rate limits', () => {
  it('are found on every route the issue names', async () => {
    for (const route of documentedRoutes(world.t.app)) {
      const response = await call(route, nextRemoteAddress());
      // Logging out, say, would end the session the next routes are called with.
      await world.refreshTokens();
      const max = Number(response.headers['x-ratelimit-limit']);
      if (!max) continue;
      limited.push({ route, max, windowSeconds: Number(response.headers['x-ratelimit-reset']) });
    }
    limited = limited.sort((a, b) => a.max - b.max);
    const keys = limited.map(({ route }) => `${route.method} ${route.path}`);
    for (const key of MUST_BE_LIMITED) expect(keys, key).toContain(key);
  });

  it.each(['sequential', 'concurrent'] as const)(
    'let exactly the limit through in a %s burst, and answer 429 with Retry-After after it',
    async (mode) => {
      for (const { route, max, windowSeconds } of limited) {
        const label = `${route.method} ${route.path} (${max} per ${windowSeconds} s, ${mode})`;
        // The identity documents are limited per account: a fresh customer, from many addresses.
        const perAccount = route.path === '/api/document';
        const headers = perAccount
          ? bearer(await loginAs(world.t.app, (await createUser(world.t.db)).email))
          : undefined;
        const address = nextRemoteAddress();
        const send = () => call(route, perAccount ? nextRemoteAddress() : address, headers);
        const responses: LightMyRequestResponse[] = [];
        if (mode === 'concurrent') responses.push(...(await Promise.all(Array.from({ length: max + 5 }, send))));
        else for (let i = 0; i < max + 5; i++) responses.push(await send());
        const refused = responses.filter((response) => response.statusCode === 429);
        expect(responses.length - refused.length, label).toBe(max);
        expect(refused.length, label).toBe(5);
        for (const response of refused) expectRateLimited(response, label);
        // Someone else (another address, or another account) is not held up.
        expect((await call(route, nextRemoteAddress())).statusCode, label).not.toBe(429);
        bursts.push({
          route: `${route.method} ${route.path}`,
          max,
          windowSeconds,
          mode,
          through: max,
          refused: refused.length,
        });
      }
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
      const responses: LightMyRequestResponse[] = [];
      if (mode === 'concurrent') responses.push(...(await Promise.all(Array.from({ length: 15 }, (_, i) => guess(i)))));
      else for (let i = 0; i < 15; i++) responses.push(await guess(i));
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses, mode).toEqual([...Array(10).fill(401), ...Array(5).fill(429)]);
      for (const response of responses.filter((r) => r.statusCode === 429)) expectRateLimited(response, mode);
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
        max: 10,
        windowSeconds: 300,
        mode,
        through: 10,
        refused: 5,
      });
    }
  });
});
