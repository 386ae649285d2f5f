import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PublicCache } from '../lib/public-cache.js';
import { OneLinePerRequest, requestIdOf } from '../lib/request-log.js';
import compression from './compression.js';
import publicAnswers, { PUBLIC_JSON } from './public-answers.js';

const FORMAT = PUBLIC_JSON;
const topics = (count: number) =>
  JSON.stringify({ topics: Array.from({ length: count }, (_, i) => ({ id: i, title: `Area numero ${i}` })) });
const body = topics(60);
const longBody = topics(400);
const EVERY_ANSWER = { 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN' };

let app: FastifyInstance;
let cache: PublicCache;
let routeCalls = 0;
let logLines: Record<string, unknown>[] = [];
let port = 0;

beforeAll(async () => {
  cache = new PublicCache({ maxEntries: 10, maxAgeMs: 30_000 });
  app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => logLines.push(JSON.parse(line)) } },
    logController: new OneLinePerRequest('info'),
    genReqId: requestIdOf,
  });
  // What the security plugin decorates: headers every answer carries, before routing too.
  app.decorate('securityHeadersFor', () => EVERY_ANSWER);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id).headers(EVERY_ANSWER);
    done();
  });
  await app.register(compression);
  await app.register(publicAnswers, {
    cache,
    variantOf: (request) => (request.headers.cookie?.includes('language=en') ? 'en' : 'it'),
  });
  app.get('/get/topics', async (_request, reply) => {
    routeCalls += 1;
    await reply.sendPublic({ key: 'topics', tags: ['topics'], load: async () => body });
  });
  app.get('/get/all-topics', async (_request, reply) => {
    await reply.sendPublic({ key: 'all-topics', tags: ['topics'], load: async () => longBody });
  });
  app.get('/page', async (request, reply) => {
    routeCalls += 1;
    const language = request.headers.cookie?.includes('language=en') ? 'en' : 'it';
    await reply.sendPublic({
      key: `page:${language}`,
      tags: ['topics'],
      load: async () => language,
      variant: language,
    });
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
});
/** The keys of this file's answers. */
const KEYS = ['topics', 'all-topics', 'page:it', 'page:en'];

beforeEach(async () => {
  cache.clear();
  // Each answer has been read once before, as a popular one has: the route's next answer is stored.
  for (const key of KEYS) await cache.getOrLoad(key, [], async () => 'read before');
  routeCalls = 0;
  logLines = [];
});

interface Answer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  rawPayload: Buffer;
  body: string;
}

/** A request over a real socket, as clients send them: the answer before routing is the server's, not inject's. */
function send(method: string, url: string, headers: Record<string, string>, payload?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, method, path: url, headers, agent: false }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const rawPayload = Buffer.concat(chunks);
        resolve({
          statusCode: incoming.statusCode ?? 0,
          headers: incoming.headers,
          rawPayload,
          body: rawPayload.toString(),
        });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

const get = (headers: Record<string, string> = {}, url = '/get/topics') => send('GET', url, headers);

/** The log lines are written once the answer has left: wait for the count expected. */
async function logged(count: number) {
  for (let tries = 0; logLines.length < count && tries < 50; tries += 1) await new Promise((r) => setTimeout(r, 10));
  return logLines.filter((line) => line.msg === 'request completed');
}

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
    // Each encoding's bytes are made by the route's path, once; then they are sent before routing.
    expect(routeCalls).toBe(3);
    expect((await get({ 'accept-encoding': 'br' })).rawPayload).toEqual(br.rawPayload);
    expect(routeCalls).toBe(3);
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
    const head = await send('HEAD', '/get/topics', {});
    expect(head.statusCode).toBe(200);
    expect((await get({}, '/get/topics?filter=x')).statusCode).toBe(200);
    expect(routeCalls).toBe(3);
  });
  it('sends what every answer carries, and the same bytes, before routing', async () => {
    const first = await get();
    const second = await get({ 'x-request-id': 'balancer-7' });
    expect(routeCalls).toBe(1);
    expect(second.rawPayload).toEqual(first.rawPayload);
    expect(second.headers).toMatchObject({ ...EVERY_ANSWER, 'x-request-id': 'balancer-7' });
    expect(second.headers['content-length']).toBe(String(Buffer.byteLength(body)));
    const { date: _d1, 'x-request-id': _i1, ...routed } = first.headers;
    const { date: _d2, 'x-request-id': _i2, ...before } = second.headers;
    expect(before).toEqual(routed);
    const third = await get({ 'x-request-id': 'not a token!' });
    expect(third.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes the one log line of a request, routed or not, in the same shape', async () => {
    await get();
    await get({ 'x-request-id': 'balancer-8' });
    const [routed, before] = await logged(2);
    const shape = { method: 'GET', url: '/get/topics', statusCode: 200, ip: '127.0.0.1' };
    expect(routed).toMatchObject(shape);
    expect(before).toMatchObject({ ...shape, reqId: 'balancer-8' });
    expect(Object.keys(before ?? {}).sort()).toEqual(Object.keys(routed ?? {}).sort());
    expect(before?.ms).toBeTypeOf('number');
  });

  it('leaves a request with credentials or a body to the routes', async () => {
    await get();
    expect((await get({ authorization: 'Bearer abc' })).statusCode).toBe(200);
    expect((await send('GET', '/get/topics', { 'content-length': '2' }, '{}')).statusCode).toBe(200);
    expect(routeCalls).toBe(3);
  });

  it('stores an answer read for the first time only when it is read again', async () => {
    cache.clear();
    await get();
    await get();
    expect(routeCalls).toBe(2);
    expect((await get()).body).toBe(body);
    expect(routeCalls).toBe(2);
  });

  it('answers a page that varies by language only for the same language', async () => {
    expect((await get({}, '/page')).body).toBe('it');
    expect((await get({ cookie: 'language=en' }, '/page')).body).toBe('en');
    expect(routeCalls).toBe(2);
    expect((await get({ cookie: 'language=en' }, '/page')).body).toBe('en');
    expect((await get({}, '/page')).body).toBe('it');
    expect(routeCalls).toBe(2);
  });
});
