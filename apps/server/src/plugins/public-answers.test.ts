import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PublicCache } from '../lib/public-cache.js';
import compression from './compression.js';
import publicAnswers, { PUBLIC_JSON } from './public-answers.js';

const FORMAT = PUBLIC_JSON;
const topics = (count: number) =>
  JSON.stringify({ topics: Array.from({ length: count }, (_, i) => ({ id: i, title: `Area numero ${i}` })) });
const body = topics(60);
const longBody = topics(400);

let app: FastifyInstance;
let cache: PublicCache;
let routeCalls = 0;

beforeAll(async () => {
  cache = new PublicCache({ maxEntries: 10, maxAgeMs: 30_000 });
  app = Fastify();
  await app.register(compression);
  await app.register(publicAnswers, { cache });
  app.get('/get/topics', async (_request, reply) => {
    routeCalls += 1;
    await reply.sendPublic({ key: 'topics', tags: ['topics'], load: async () => body });
  });
  app.get('/get/all-topics', async (_request, reply) => {
    await reply.sendPublic({ key: 'all-topics', tags: ['topics'], load: async () => longBody });
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});
beforeEach(() => {
  cache.clear();
  routeCalls = 0;
});

const get = (headers: Record<string, string> = {}, url = '/get/topics') => app.inject({ method: 'GET', url, headers });

describe('public answers', () => {
  it('answers a URL the route answered from the cache again without the route', async () => {
    const first = await get();
    const second = await get();
    expect(routeCalls).toBe(1);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(body);
    expect(second.headers).toMatchObject({
      'content-type': FORMAT.contentType,
      'cache-control': FORMAT.cacheControl,
      etag: first.headers.etag,
      vary: 'Accept-Encoding',
    });
  });

  it('sends the compressed bytes the client accepts, with a weak ETag, compressed once', async () => {
    await get();
    const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toMatch(/^W\/"/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(body);
    const gzip = await get({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(body);
    expect((await get({ 'accept-encoding': 'br' })).rawPayload).toEqual(br.rawPayload);
    expect(routeCalls).toBe(1);
  });

  it('sends a small answer as it is the first time, and compressed from its second use on', async () => {
    expect(body.length).toBeLessThan(8 * 1024);
    const first = await get({ 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.body).toBe(body);
    const second = await get({ 'accept-encoding': 'br' });
    expect(second.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(second.rawPayload).toString()).toBe(body);
  });

  it('compresses a larger answer from its first use', async () => {
    expect(longBody.length).toBeGreaterThan(8 * 1024);
    const first = await get({ 'accept-encoding': 'gzip' }, '/get/all-topics');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(first.rawPayload).toString()).toBe(longBody);
  });

  it('answers 304 to a client holding this version, strong or weak', async () => {
    const { etag } = (await get()).headers;
    expect((await get({ 'if-none-match': String(etag) })).statusCode).toBe(304);
    expect((await get({ 'if-none-match': `W/${etag}` })).statusCode).toBe(304);
    expect((await get({ 'if-none-match': '"something-else"' })).statusCode).toBe(200);
    expect(routeCalls).toBe(1);
  });

  it('goes back to the route once a write invalidated the answer', async () => {
    await get();
    cache.invalidate('topics');
    await get();
    expect(routeCalls).toBe(2);
  });

  it('leaves other methods and other URLs to their routes', async () => {
    await get();
    const head = await app.inject({ method: 'HEAD', url: '/get/topics' });
    expect(head.statusCode).toBe(200);
    expect((await get({}, '/get/topics?filter=x')).statusCode).toBe(200);
    expect(routeCalls).toBe(3);
  });
});
