import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the HTTP layer', () => {
  it('reports the database as healthy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Risorsa non trovata', error: 'NOT_FOUND' });
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('error');
  });

  it('answers a URL the router cannot decode, or a too long parameter, like any other error', async () => {
    const undecodable = await t.app.inject({ method: 'GET', url: '/api/article/%zz' });
    expect(undecodable.statusCode).toBe(400);
    expect(undecodable.json()).toEqual({ message: 'Richiesta non valida', error: 'VALIDATION' });
    const long = await t.app.inject({ method: 'GET', url: `/api/article/${'a'.repeat(301)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: 'Indirizzo troppo lungo', error: 'URI_TOO_LONG' });
  });

  it('answers 400, not 500, to text the database cannot store (a NUL character)', async () => {
    const lookup = await t.app.inject({ method: 'GET', url: '/api/article/a%00b' });
    expect(lookup.statusCode).toBe(400);
    expect(lookup.json()).toEqual({ message: 'Il testo contiene caratteri non ammessi', error: 'VALIDATION' });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password/',
      payload: { email: 'a\u0000b@example.com' },
    });
    // Refused as an address before any lookup, like any other malformed e-mail.
    expect(reset.statusCode).toBe(400);
    expect(reset.json().fields).toEqual({ 'body.email': [expect.objectContaining({ code: 'email' })] });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(response.statusCode).toBe(415);
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.it', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
  });

  it('sends security headers and a request id, JSON with the policy that lets nothing load', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('serves the OpenAPI document and its browsable UI', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(Object.keys(spec.json().paths)).toContain('/api/login/');
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
  });
});

describe('the web app', () => {
  let web: TestApp;
  beforeAll(async () => {
    const dist = path.join(t.dataDir, 'web');
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
    await writeFile(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
    web = await buildTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await web.close();
  });

  it('serves index.html for every page path, with 404 for items that do not exist', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/login', 200],
      ['/articolo/un-titolo', 404],
      ['/qualsiasi-landing', 404],
    ] as const) {
      const response = await web.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('keeps no page with a query string, so made-up query strings cannot flood the cache', async () => {
    const visit = (url: string) => web.app.inject({ method: 'GET', url });
    const entries = web.app.publicCache.size;
    for (let n = 0; n < 50; n++) expect((await visit(`/blog?utm_source=${n}`)).statusCode).toBe(200);
    expect(web.app.publicCache.size).toBe(entries);
    // Without a query string the page is kept, from its second reading on.
    for (let n = 0; n < 2; n++) expect((await visit('/blog')).statusCode).toBe(200);
    expect(web.app.publicCache.size).toBeGreaterThan(entries);
  });

  it('keeps one rendered page per private section, so made-up addresses under /utente cannot flush the public cache', async () => {
    const visit = (url: string) => web.app.inject({ method: 'GET', url });
    // The public lists and a public page (kept per language: an Italian visitor's), answered from the cache.
    const italian = () => 'it';
    for (const url of ['/api/articles', '/api/courses', '/api/topics', '/blog']) {
      for (let n = 0; n < 2; n++) expect((await visit(url)).statusCode, url).toBe(200);
      expect(web.app.publicCache.findByUrl(url, italian), url).toBeDefined();
    }
    const entries = web.app.publicCache.size;
    for (let n = 0; n < 2_500; n++) {
      const response = await visit(`/utente/${n.toString(36)}-${Math.random().toString(36).slice(2)}`);
      expect(response.statusCode).toBe(200);
    }
    for (const section of ['pannello', 'utente', 'recoverypassword']) {
      expect((await visit(`/${section}/altro-indirizzo`)).statusCode).toBe(200);
    }
    // One entry for /utente and one each for the other sections visited: nothing per address.
    expect(web.app.publicCache.size).toBeLessThanOrEqual(entries + 3);
    for (const url of ['/api/articles', '/api/courses', '/api/topics', '/blog']) {
      expect(web.app.publicCache.findByUrl(url, italian), url).toBeDefined();
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await web.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing asset with 404 rather than the page', async () => {
    const response = await web.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(response.statusCode).toBe(404);
  });
});
