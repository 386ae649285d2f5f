import { beforeAll, describe, expect, it } from 'vitest';
import { countQueries, insertFaq, insertTopic } from '../../../test/fixtures/catalogue.fixtures.js';
import { buildTestApp, useAdminTestApp } from '../../../test/support/app.js';
import { bearer } from '../../../test/support/factories.js';
import type { Clock } from '../../lib/clock.js';

// Real time plus an offset: sessions are checked against the database's now().
let offsetMs = 0;
const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };
const later = (ms: number) => {
  offsetMs += ms;
};

const t = useAdminTestApp({ clock });
beforeAll(async () => {
  await insertFaq(t.db, { question: 'Prima domanda?' });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('public read caching', () => {
  it('asks caches to revalidate and gives an ETag', async () => {
    const response = await get('/api/faqs');
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('answers 304 without a body when the client holds the current version', async () => {
    const { headers } = await get('/api/faqs');
    const etag = String(headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"something-else", ${etag}`, '*']) {
      const response = await get('/api/faqs', { 'if-none-match': ifNoneMatch });
      expect(response.statusCode, ifNoneMatch).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers.etag).toBe(etag);
    }
    expect((await get('/api/faqs', { 'if-none-match': '"old"' })).statusCode).toBe(200);
  });

  it('serves a read from memory once it was asked for twice, without the database', async () => {
    await get('/api/faqs?q=domanda');
    expect(await countQueries(t.db, () => get('/api/faqs?q=domanda'))).toBeGreaterThan(0);
    expect(await countQueries(t.db, () => get('/api/faqs?q=domanda'))).toBe(0);
  });

  it('keeps no answer of a walk through more reads than it holds, and keeps the lists read again', async () => {
    t.app.publicCache.clear();
    const lists = ['/api/faqs', '/get/topics'];
    for (const url of [...lists, ...lists]) await get(url);
    // Twice through more addresses than the cache holds, as a crawler walking every page of a long list.
    const walk = Array.from({ length: 600 }, (_, n) => `/api/faqs?q=voce-${n}`);
    for (const url of [...walk, ...walk]) expect((await get(url)).statusCode).toBe(200);
    expect(t.app.publicCache.size).toBe(lists.length);
    for (const url of lists) expect(await countQueries(t.db, () => get(url)), url).toBe(0);
  });

  it('keys answers by route and query, ignoring unknown parameters and a trailing slash', async () => {
    const plain = await get('/api/faqs');
    expect((await get('/api/faqs/?_=123')).headers.etag).toBe(plain.headers.etag);
    expect((await get('/api/faqs?q=prima')).body).not.toBe((await get('/api/faqs?q=nessuna')).body);
  });

  it('answers HEAD from the same entry', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/api/faqs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe((await get('/api/faqs')).headers.etag);
  });

  it('changes the answer and its ETag as soon as an admin deletes', async () => {
    const faq = await insertFaq(t.db, { question: 'Da eliminare?' });
    t.app.publicCache.clear();
    const before = await get('/api/faqs');
    expect(before.body).toContain('Da eliminare?');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/faq',
      headers: bearer(t.adminToken),
      payload: { id: faq.id },
    });
    expect(deleted.statusCode).toBe(200);
    const after = await get('/api/faqs', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.body).not.toContain('Da eliminare?');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('forgets an answer after its maximum age, even when no write invalidated it', async () => {
    await get('/get/topics');
    await get('/get/topics');
    await insertTopic(t.db, { title: 'AREA NASCOSTA' });
    expect((await get('/get/topics')).body).not.toContain('AREA NASCOSTA');
    later(31_000);
    expect((await get('/get/topics')).body).toContain('AREA NASCOSTA');
  });

  it('does not cache a 404', async () => {
    expect((await get('/api/topic/424242')).statusCode).toBe(404);
    const queries = await countQueries(t.db, () => get('/api/topic/424242'));
    expect(queries).toBe(1);
  });

  it('keeps one cache per app', async () => {
    const other = await buildTestApp();
    try {
      expect(other.app.publicCache).not.toBe(t.app.publicCache);
    } finally {
      await other.close();
    }
  });
});
