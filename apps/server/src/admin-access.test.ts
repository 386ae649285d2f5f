import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from './db/client.js';
import { seedDemoContent } from './db/seed/seed-demo.js';
import { buildTestApp, type TestApp } from './test/app.js';
import { createUser, loginAs } from './test/factories.js';

/*
 * DESIGN §5: every admin-only call answers 401 without a token and 403 with a customer's token,
 * and changes nothing. The routes are taken from the API's own OpenAPI document (every admin
 * route is tagged "admin"), so a new admin endpoint is covered the day it is added.
 */
let t: TestApp;
let customerToken: string;

interface AdminRoute {
  method: string;
  url: string;
}

function adminRoutes(): AdminRoute[] {
  const document = t.app.swagger() as { paths: Record<string, Record<string, { tags?: string[] }>> };
  const routes: AdminRoute[] = [];
  for (const [openApiPath, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!operation.tags?.includes('admin')) continue;
      routes.push({ method: method.toUpperCase(), url: openApiPath.replace(/\{[^}]+\}/g, '1') });
    }
  }
  return routes;
}

/** Row counts of every table and the newest change in each: the fingerprint of "nothing changed". */
async function fingerprint(): Promise<string> {
  const tables = await selectRows<{ table_name: string }>(
    t.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const parts: string[] = [];
  for (const { table_name: table } of tables) {
    const [row] = await selectRows<{ digest: string | null }>(
      t.db,
      sql.raw(`select md5(string_agg(t::text, '|' order by t::text)) as digest from "${table}" t`),
    );
    parts.push(`${table}:${row?.digest ?? 'empty'}`);
  }
  return parts.join('\n');
}

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
