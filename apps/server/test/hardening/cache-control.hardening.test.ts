import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedRoutes } from '../support/api-routes.js';
import { multipartBody, multipartHeaders } from './multipart-bodies.js';
import { recordResult } from './results.js';
import { wellFormedCall } from './route-calls.js';
import { ROUTE_TABLE } from './route-table.js';
import { buildWorld, type Identity, type World } from './world.js';

/*
 * Private answers are never cacheable: every documented route, called as a visitor, a customer, an
 * admin with the login token and with the private token, must answer `Cache-Control: no-store`
 * unless ROUTE_TABLE says its answers are public (the public cache's, the places list, robots.txt,
 * the sitemap), and then only a success may carry its public caching: errors are always no-store.
 * Static files keep theirs: a year for hashed assets, a day for public uploads.
 */
let world: World;
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'cammini-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body></body></html>',
  );
  await writeFile(path.join(webDist, 'assets', 'app-3f2a1b.js'), 'console.log(1)');
  await writeFile(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  world = await buildWorld({ env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await world.close();
  await rm(webDist, { recursive: true, force: true });
});

const identities: Identity[] = ['visitor', 'customer', 'adminLogin', 'admin'];

describe('Cache-Control', () => {
  it('is no-store on every answer of every route but the public successes, whoever calls', async () => {
    const wrong: string[] = [];
    let answers = 0;
    let publicAnswers = 0;
    // Deletes last, so the other calls still find the rows they name.
    const routes = documentedRoutes(world.t.app).sort(
      (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
    );
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      for (const identity of identities) {
        const response = await world.t.app.inject(wellFormedCall(route, world, identity));
        await world.refreshTokens();
        answers += 1;
        const cacheControl = String(response.headers['cache-control'] ?? '(none)');
        const isPublic = ROUTE_TABLE[key]?.cache === 'public' && response.statusCode < 400;
        if (isPublic) {
          publicAnswers += 1;
          if (!/^public\b/.test(cacheControl)) wrong.push(`${key} as ${identity}: ${cacheControl}, expected public`);
        } else if (!/(^|,\s*)no-store\b/.test(cacheControl) || /\bpublic\b/.test(cacheControl)) {
          wrong.push(`${key} as ${identity} (${response.statusCode}): ${cacheControl}, expected no-store`);
        }
      }
    }
    expect(wrong).toEqual([]);
    await recordResult('cache-control', { routes: routes.length, answers, publicAnswers });
  });

  it('keeps the caching of static files, pages and public uploads', async () => {
    const get = (url: string) => world.t.app.inject({ method: 'GET', url });
    expect((await get('/assets/app-3f2a1b.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
    const upload = await world.t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...world.headersOf('admin'), ...multipartHeaders() },
      payload: multipartBody({ file: world.files.png }),
    });
    const url = new URL(upload.json().url, 'http://localhost').pathname;
    expect(url).toMatch(/^\/uploads\//);
    expect((await get(url)).headers['cache-control']).toBe('public, max-age=86400');
    expect((await get('/uploads/missing.png')).headers['cache-control']).toBe('no-store');
  });
});
