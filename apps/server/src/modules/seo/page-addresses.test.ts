import type { AddressInfo } from 'node:net';
import { titleToSlug } from '@cammini/contract';
import { asc, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, useFixtureRendererApp } from '../../../test/fixtures/seo.fixtures.js';
import { rawFormPost, rawRequest } from '../../../test/support/raw-http.js';
import { articles, courses, members } from '../../db/schema/index.js';
import { readPageAddress } from './page-address.js';

/*
 * A page has one address. Spellings of it in URL syntax (percent-encoding, dot segments, doubled or
 * trailing slashes, a fragment) are that address: one cache entry, one render. Spellings that differ in
 * text (another case, spaces for hyphens, an id for a name) are moved there by a 301, drawing nothing.
 * The requests go over a socket with their request line as written: HTTP clients and `inject` clean
 * `/./`, `\` and `#` before sending.
 */
const { t, renderer } = useFixtureRendererApp();
let origin: string;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

const get = (target: string) => rawRequest(origin, 'GET', target);

describe('the address of a page, read from a request', () => {
  it.each([
    ['/faq#domande', '/faq', ''],
    ['/%66aq', '/faq', ''],
    ['/faq/', '/faq', ''],
    ['//faq', '/faq', ''],
    ['/./faq', '/faq', ''],
    ['/blog/../faq', '/faq', ''],
    ['/%2e%2E/faq', '/faq', ''],
    ['/articolo/Respirare-%c3%a8-gi%C3%A0', '/articolo/Respirare-%C3%A8-gi%C3%A0', ''],
    ['/blog?q=a b#x', '/blog', '?q=a%20b'],
    ['/\\\\evil.com', '/evil.com', ''],
    ['http://evil.com//faq?x=1', '/faq', '?x=1'],
  ])('reads %s as %s', (url, path, query) => {
    expect(readPageAddress(url)).toMatchObject({ path, query });
  });

  it('reads no address from a broken percent-encoding', () => {
    expect(readPageAddress('/blog/%zz')).toBeUndefined();
  });
});

describe('a page asked for under spellings of its one address', () => {
  it('is drawn for one entry, whatever the encoding, the slashes, the dot segments or a fragment', async () => {
    const page = await get('/faq');
    expect(page.status).toBe(200);
    // Stored from its second load (lib/public-cache.ts).
    expect((await get('/faq')).body).toBe(page.body);
    for (const spelling of ['/faq#domande', '/%66aq', '/faq/', '//faq', '/./faq', '/blog/../faq', '/%2e/faq']) {
      const answer = await get(spelling);
      expect(answer.status, spelling).toBe(200);
      expect(answer.body, spelling).toBe(page.body);
    }
    expect(renderer.renders).toEqual(['it /faq', 'it /faq']);
  });

  it('is moved there from another case, spaces for hyphens, an id for a name, drawing nothing', async () => {
    const [article] = await t.db.select().from(articles).orderBy(asc(articles.id)).limit(1);
    const [course] = await t.db
      .select()
      .from(courses)
      .where(isNotNull(courses.startDate))
      .orderBy(asc(courses.id))
      .limit(1);
    const [member] = await t.db.select().from(members).orderBy(asc(members.id)).limit(1);
    const articlePath = `/articolo/${titleToSlug(article!.title)}`;
    const coursePath = `/courseDetail/${titleToSlug(course!.title)}`;
    const memberPath = `/corsi-membro/${titleToSlug(`${member!.name} ${member!.surname}`)}`;
    const moves: [string, string][] = [
      ['/FAQ', '/faq'],
      ['/Faq/?utm_source=mail#top', '/faq?utm_source=mail'],
      ['/BLOG?q=respiro', '/blog?q=respiro'],
      [`/articolo/${encodeURIComponent(article!.title)}`, articlePath],
      [`/articolo/${encodeURIComponent(article!.title.toLowerCase())}`, articlePath],
      [`/ARTICOLO/${titleToSlug(article!.title)}`, articlePath],
      [`/coursedetail/${titleToSlug(course!.title)}`, coursePath],
      [`/courseDetail/${titleToSlug(course!.title).toUpperCase()}`, coursePath],
      [`/corsi-membro/${member!.id}`, memberPath],
      [`/corsi-membro/00${member!.id}`, memberPath],
      ['/VIDEOCORSI', '/videocorsi'],
    ];
    for (const [spelling, location] of moves) {
      const answer = await get(spelling);
      expect(answer.status, spelling).toBe(301);
      expect(answer.headers.location, spelling).toBe(location);
      expect(answer.headers['cache-control'], spelling).toBe('no-cache');
    }
    expect(renderer.renders).toEqual([]);
    for (const path of ['/faq', articlePath, coursePath, memberPath, '/videocorsi']) {
      expect((await get(path)).status, path).toBe(200);
    }
  });

  it('answers the one spelling before routing once kept, and never a made-up one', async () => {
    await get('/faq');
    await get('/faq');
    const held = t.app.publicCache.findByUrl('/faq', () => 'it');
    expect(held?.answer.bytes.toString()).toContain('<h1>Domande frequenti</h1>');
    await get('/faq/');
    await get('/%66aq');
    expect(t.app.publicCache.findByUrl('/faq/', () => 'it')).toBeUndefined();
    expect(t.app.publicCache.findByUrl('/%66aq', () => 'it')).toBeUndefined();
  });
});

describe('a form sent before the page ran its script', () => {
  it.each([
    ['/.//evil.com', '/evil.com'],
    ['/%2F%2Fevil.com', '/%2F%2Fevil.com'],
    ['/\\evil.com', '/evil.com'],
    ['/..//evil.com', '/evil.com'],
    ['//evil.com', '/evil.com'],
    ['/./\\\\evil.com/x?a=1', '/evil.com/x'],
    ['/%5C%5Cevil.com', '/%5C%5Cevil.com'],
  ])('POST %s is sent back to %s, a path of this site', async (target, location) => {
    const answer = await rawFormPost(origin, target, 'email=anna%40example.it');
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe(location);
    expect(new URL(answer.headers.location!, `${ORIGIN}/contatti`).origin).toBe(ORIGIN);
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});
