import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSeoTestApp, FIXTURE_RENDERER, ORIGIN, type SeoTestApp } from '../fixtures/seo.fixtures.js';
import { rawFormPost, rawRequest } from '../support/raw-http.js';

/*
 * Every redirect the site answers for a page address leads to a path of this site, however the request
 * line spells it: an early form post is sent back to its page, another spelling of a page is moved to
 * its one address. The request lines go over a socket exactly as written (clients clean `/./`, `\` and
 * `#` before sending; an attacker's does not).
 *
 * HOW TO ADD A ROW: the request target as sent, and the Location the site must answer (a POST: 303;
 * a GET: 301), or `404` when the target names no page.
 */
const FORM_POSTS: [target: string, location: string][] = [
  ['/.//evil.com', '/evil.com'],
  ['/%2F%2Fevil.com', '/%2F%2Fevil.com'],
  ['/\\evil.com', '/evil.com'],
  ['/..//evil.com', '/evil.com'],
  ['//evil.com', '/evil.com'],
  ['///evil.com/login', '/evil.com/login'],
  ['/\\/evil.com', '/evil.com'],
  ['/./\\evil.com', '/evil.com'],
  ['/%2e%2e//evil.com', '/evil.com'],
  ['/%5C%5Cevil.com', '/%5C%5Cevil.com'],
  ['/contatti/..//evil.com?x=1#y', '/evil.com'],
  ['http://evil.com/login', '/login'],
  ['http://evil.com', '/'],
  ['/login?next=//evil.com', '/login'],
];

const PAGE_SPELLINGS: [target: string, location: string | 404][] = [
  ['/FAQ', '/faq'],
  ['//FAQ', '/faq'],
  ['/.//Faq', '/faq'],
  ['/\\FAQ', '/faq'],
  ['/FAQ?next=//evil.com', '/faq?next=//evil.com'],
  ['/Blog#//evil.com', '/blog'],
  ['//evil.com', 404],
  ['/.//evil.com', 404],
  ['/%2F%2Fevil.com', 404],
];

let t: SeoTestApp;
let origin: string;

beforeAll(async () => {
  t = await buildSeoTestApp({ seed: false, renderer: FIXTURE_RENDERER });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
});

/** A Location that a browser on the site resolves to the site itself, spelled as a path. */
function expectSameSite(location: string | undefined) {
  expect(location).toMatch(/^\/(?![/\\])/);
  expect(new URL(location!, `${ORIGIN}/contatti/modulo`).origin).toBe(ORIGIN);
}

describe('redirects of page addresses', () => {
  it.each(FORM_POSTS)('POST %s is sent back to %s', async (target, location) => {
    const answer = await rawFormPost(origin, target, 'email=anna%40example.it&password=segreta');
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe(location);
    expectSameSite(answer.headers.location);
    expect(answer.body).not.toContain('segreta');
  });

  it.each(PAGE_SPELLINGS)('GET %s answers %s', async (target, location) => {
    const answer = await rawRequest(origin, 'GET', target);
    if (location === 404) {
      expect(answer.status).toBe(404);
      expect(answer.headers.location).toBeUndefined();
      return;
    }
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(location);
    expectSameSite(answer.headers.location);
  });
});
