import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedFiles } from '../fixtures/course-admin.fixtures.js';
import { databaseFingerprint, documentedRoutes } from '../support/api-routes.js';
import { bearer, createUser, loginAs } from '../support/factories.js';
import { recordResult } from './results.js';
import { type Access, accessOf, wellFormedCall } from './route-calls.js';
import { ROUTE_TABLE } from './route-table.js';
import { buildWorld, type Identity, type World } from './world.js';

/*
 * The authorization matrix: every documented route, called by a visitor, a customer, an admin with
 * the login token and an admin with the private token, each with a request that would succeed if it
 * were allowed. Who may call what is the hand-written ROUTE_TABLE (route-table.ts), never the
 * routes' own tags or hooks. Refusals are 401 (no identity) and 403 (not enough), and change
 * nothing: not a row, not a file.
 */
let world: World;
beforeAll(async () => {
  world = await buildWorld();
});
afterAll(() => world.close());

const identities: Identity[] = ['visitor', 'customer', 'adminLogin', 'admin'];

/** The body as JSON, or null when it is not JSON (a video, a page). */
function jsonOf(response: LightMyRequestResponse): { message?: unknown; error?: unknown } | null {
  try {
    return response.json();
  } catch {
    return null;
  }
}

/** What each kind of route answers to each identity: a status, or "let through" (neither 401 nor 403). */
const expected: Record<Access, Record<Identity, 401 | 403 | 'through'>> = {
  public: { visitor: 'through', customer: 'through', adminLogin: 'through', admin: 'through' },
  customer: { visitor: 401, customer: 'through', adminLogin: 'through', admin: 'through' },
  // The world's customer bought what these routes name; the admin's login token is just another user.
  owner: { visitor: 401, customer: 'through', adminLogin: 403, admin: 'through' },
  admin: { visitor: 401, customer: 403, adminLogin: 403, admin: 'through' },
  'session-optional': { visitor: 'through', customer: 'through', adminLogin: 'through', admin: 'through' },
  'admin-session': { visitor: 401, customer: 403, adminLogin: 'through', admin: 'through' },
  // The step up to a private token: only from the login, never from a private token.
  'admin-login': { visitor: 401, customer: 403, adminLogin: 'through', admin: 403 },
};

describe('the authorization matrix of every route and role', () => {
  it('has a row in ROUTE_TABLE for every documented route, and none for a route that does not exist', () => {
    const documented = documentedRoutes(world.t.app).map((route) => `${route.method} ${route.path}`);
    const missing = documented.filter((key) => !(key in ROUTE_TABLE));
    const unknown = Object.keys(ROUTE_TABLE).filter((key) => !documented.includes(key));
    expect({ missing, unknown }).toEqual({ missing: [], unknown: [] });
  });

  it('refuses visitors, customers and admin login tokens where they do not belong, changing nothing', async () => {
    const routes = documentedRoutes(world.t.app);
    const refusals = routes.flatMap((route) =>
      identities
        .filter((identity) => expected[accessOf(route)][identity] !== 'through')
        .map((identity) => ({ route, identity })),
    );
    const before = { rows: await databaseFingerprint(world.t.db), files: await uploadedFiles(world.t) };
    const wrong: string[] = [];
    for (const { route, identity } of refusals) {
      const response = await world.t.app.inject(wellFormedCall(route, world, identity));
      const want = expected[accessOf(route)][identity];
      if (response.statusCode !== want) {
        wrong.push(`${route.method} ${route.path} as ${identity}: ${response.statusCode}, expected ${want}`);
      }
      // A refusal is an error in JSON; a refused call answered with a file (a video) is a hole.
      const body = jsonOf(response);
      if (typeof body?.message !== 'string' || typeof body?.error !== 'string') {
        wrong.push(`${route.method} ${route.path} as ${identity}: no { message, error }`);
      }
    }
    expect(wrong).toEqual([]);
    expect({ rows: await databaseFingerprint(world.t.db), files: await uploadedFiles(world.t) }).toEqual(before);

    const byAccess: Record<string, number> = {};
    for (const route of routes) byAccess[accessOf(route)] = (byAccess[accessOf(route)] ?? 0) + 1;
    await recordResult('authorization', {
      routes: routes.length,
      identities: identities.length,
      cells: routes.length * identities.length,
      refusals: refusals.length,
      byAccess,
    });
  });

  it('refuses another customer, who bought nothing, every owner route with 403, changing nothing', async () => {
    const other = await createUser(world.t.db, { name: 'Altra', surname: 'Cliente' });
    const token = await loginAs(world.t.app, other.email);
    const routes = documentedRoutes(world.t.app).filter((route) => accessOf(route) === 'owner');
    expect(routes.length).toBeGreaterThan(0);
    const before = { rows: await databaseFingerprint(world.t.db), files: await uploadedFiles(world.t) };
    const wrong: string[] = [];
    for (const route of routes) {
      const call = wellFormedCall(route, world, 'visitor');
      const response = await world.t.app.inject({ ...call, headers: { ...call.headers, ...bearer(token) } });
      const body = jsonOf(response);
      if (response.statusCode !== 403 || typeof body?.message !== 'string' || typeof body?.error !== 'string') {
        wrong.push(`${route.method} ${route.path}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect({ rows: await databaseFingerprint(world.t.db), files: await uploadedFiles(world.t) }).toEqual(before);
  });

  it('lets each role through where it belongs', async () => {
    const wrong: string[] = [];
    // Deletes last, so the other calls still find the rows they name.
    const routes = documentedRoutes(world.t.app).sort(
      (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
    );
    for (const route of routes) {
      for (const identity of identities) {
        if (expected[accessOf(route)][identity] !== 'through') continue;
        // Logging out or changing a password would end the session the next calls use.
        const response = await world.t.app.inject(wellFormedCall(route, world, identity));
        await world.refreshTokens();
        // A customer route may still refuse an admin a resource that is the customer's (403);
        // what matters here is that the role itself is not turned away.
        // An owner route refuses neither its buyer nor an admin's private token.
        const strict = identity === 'customer' || accessOf(route) === 'admin' || accessOf(route) === 'owner';
        const forbidden = strict ? [401, 403] : [401];
        if (forbidden.includes(response.statusCode)) {
          wrong.push(
            `${route.method} ${route.path} as ${identity}: ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
