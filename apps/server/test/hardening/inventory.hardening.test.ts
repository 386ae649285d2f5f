import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedRoutes, routerRoutes } from '../support/api-routes.js';
import { bearer } from '../support/factories.js';
import { JSON_EXAMPLES } from './json-examples.js';
import { MULTIPART_FORMS } from './multipart-forms.js';
import { recordResult } from './results.js';
import { accessOf, pathValues } from './route-calls.js';
import { ROUTE_TABLE } from './route-table.js';
import { buildWorld, type World } from './world.js';

/*
 * The battery covers every route because it reads them from the app; these checks make sure that
 * stays true: the OpenAPI document lists every route the router answers (but the API docs' own
 * pages and the static files), and the hand-written tables name only real routes and miss none
 * that take multipart.
 */
let world: World;
beforeAll(async () => {
  world = await buildWorld();
});
afterAll(() => world.close());

/** `/api/article/{title}` and `/api/article/:title` compare equal; so do `:slug|:id` alternatives. */
const shape = (path: string) =>
  path
    .replace(/\{[^}]+\}/g, ':p')
    .replace(/:\w+(\|:\w+)*/g, ':p')
    .replace(/\/$/, '');

/** Routes served on purpose without an OpenAPI operation. */
const UNDOCUMENTED = [/^\/api\/docs/, /^\*$/, /^\/uploads\//];

describe('the route inventory', () => {
  it('lists in the OpenAPI document every route the router answers', async () => {
    const documented = new Set(documentedRoutes(world.t.app).map((route) => `${route.method} ${shape(route.path)}`));
    const missing = routerRoutes(world.t.app)
      .filter((route) => route.method !== 'HEAD' && !UNDOCUMENTED.some((pattern) => pattern.test(route.path)))
      .filter((route) => !documented.has(`${route.method} ${shape(route.path)}`))
      .map((route) => `${route.method} ${route.path}`);
    expect(missing).toEqual([]);
    const routes = documentedRoutes(world.t.app);
    await recordResult('inventory', {
      routes: routes.length,
      routerRoutes: routerRoutes(world.t.app).length,
      byAccess: Object.fromEntries(
        ['public', 'customer', 'owner', 'admin', 'session-optional', 'admin-session', 'admin-login'].map((access) => [
          access,
          routes.filter((route) => accessOf(route) === access).length,
        ]),
      ),
      multipart: Object.keys(MULTIPART_FORMS).length,
    });
  });

  it('names only documented routes in its hand-written tables', () => {
    const keys = new Set(documentedRoutes(world.t.app).map((route) => `${route.method} ${route.path}`));
    for (const key of [...Object.keys(MULTIPART_FORMS), ...Object.keys(JSON_EXAMPLES), ...Object.keys(ROUTE_TABLE)]) {
      expect(keys, key).toContain(key);
    }
  });

  it('knows a form for every route that reads multipart', async () => {
    // A route that reads multipart answers a JSON body with 415 (or 400 for a missing file).
    const multipart: string[] = [];
    for (const route of documentedRoutes(world.t.app)) {
      if (route.method === 'GET' || route.body) continue;
      const identity = accessOf(route) === 'admin' ? 'admin' : 'customer';
      const url = route.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
        encodeURIComponent(pathValues(route, world)[name] ?? '1'),
      );
      const response = await world.t.app.inject({
        method: route.method,
        url,
        headers: { ...bearer(world.tokens[identity]) },
        payload: { probe: true },
      });
      if (response.statusCode === 415) multipart.push(`${route.method} ${route.path}`);
      await world.refreshTokens();
    }
    expect(multipart.sort()).toEqual(Object.keys(MULTIPART_FORMS).sort());
  });
});
