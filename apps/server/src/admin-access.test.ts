import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint, documentedRoutes, fillPath } from '../test/support/api-routes.js';
import { buildTestApp, type TestApp } from '../test/support/app.js';
import { createUser, loginAs } from '../test/support/factories.js';
import { seedDemoContent } from './db/seed/seed-demo.js';

/*
 * Admin power comes only from the private token: every admin-only call answers 401 without a token and 403 with a customer's token,
 * and changes nothing. The routes are taken from the API's own OpenAPI document (every admin
 * route is tagged "admin"), so a new admin endpoint is covered the day it is added. The hardening
 * battery (test/hardening/authorization.hardening.test.ts) extends this to every route and role.
 */
let t: TestApp;
let customerToken: string;

/** Admin routes as `{ method, url }`, path parameters filled with 1. */
const adminRoutes = () =>
  documentedRoutes(t.app)
    .filter((route) => route.admin)
    .map((route) => ({ method: route.method, url: fillPath(route.path, {}) }));
const fingerprint = () => databaseFingerprint(t.db);

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoContent(t.db, { uploadsDir: `${t.dataDir}/uploads`, privateDir: `${t.dataDir}/private` });
  const customer = await createUser(t.db);
  customerToken = await loginAs(t.app, customer.email);
});
afterAll(() => t.close());

describe('the admin-only API', () => {
  it('is documented: the admin routes are found in the OpenAPI document', () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(10);
    expect(routes).toContainEqual({ method: 'DELETE', url: '/api/article' });
    expect(routes).toContainEqual({ method: 'POST', url: '/api/upload' });
  });

  it('answers 401 without a token and 403 to a customer, for every admin route, changing nothing', async () => {
    const before = await fingerprint();
    const failures: string[] = [];
    for (const route of adminRoutes()) {
      const payload = { id: 1, title: 'Respiro', status: 1, oggetto: 'x', contenuto: 'x' };
      const anonymous = await t.app.inject({ method: route.method as 'GET', url: route.url, payload });
      const customer = await t.app.inject({
        method: route.method as 'GET',
        url: route.url,
        payload,
        headers: { authorization: `Bearer ${customerToken}` },
      });
      if (anonymous.statusCode !== 401)
        failures.push(`${route.method} ${route.url} anonymous → ${anonymous.statusCode}`);
      if (customer.statusCode !== 403) failures.push(`${route.method} ${route.url} customer → ${customer.statusCode}`);
    }
    expect(failures).toEqual([]);
    expect(await fingerprint()).toBe(before);
  });

  it('refuses an admin’s login token where the private token is required', async () => {
    const admin = await createUser(t.db, { group: 'admin' });
    const loginToken = await loginAs(t.app, admin.email);
    for (const route of adminRoutes()) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: route.url,
        headers: { authorization: `Bearer ${loginToken}` },
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });
});
