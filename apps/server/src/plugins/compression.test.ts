import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import compression, { negotiateEncoding } from './compression.js';

const bigJson = { items: Array.from({ length: 80 }, (_, i) => ({ id: i, title: `Articolo numero ${i}` })) };
const bigHtml = `<!doctype html><title>x</title>${'<p>Un paragrafo di testo.</p>'.repeat(100)}`;
const STRONG_ETAG = '"abc123"';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(compression);
  app.get('/json', async () => bigJson);
  app.get('/html', async (_request, reply) => reply.type('text/html; charset=utf-8').send(bigHtml));
  app.get('/small', async () => ({ ok: true }));
  app.get('/image', async (_request, reply) => reply.type('image/webp').send(Buffer.alloc(4096, 7)));
  app.get('/stream', async (_request, reply) => reply.type('text/plain').send(Readable.from(['x'.repeat(4096)])));
  // A strong ETag that (wrongly) outlives its body shows the compressed copy being reused.
  let version = 0;
  app.get('/versioned', async (_request, reply) => {
    version += 1;
    return reply.header('etag', '"fixed"').type('text/plain').send(`version ${version} `.repeat(200));
  });
  app.get('/no-transform', async (_request, reply) => reply.header('cache-control', 'no-transform').send(bigJson));
  // Like the catalogue's public answers: a strong ETag and a 304 when the client has it.
  app.get('/etag', async (request, reply) => {
    reply.header('etag', STRONG_ETAG);
    const given = request.headers['if-none-match']?.replace(/^W\//, '');
    if (given === STRONG_ETAG) return reply.code(304).send();
    return reply.send(bigJson);
  });
  // The web plugin answers every page from the not-found handler.
  app.setNotFoundHandler(async (_request, reply) => reply.code(404).type('text/html; charset=utf-8').send(bigHtml));
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url,
    headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...headers },
  });

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    ['gzip;q=0, br;q=0', undefined],
    ['', undefined],
  ])('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('the compression plugin', () => {
  it('compresses JSON with brotli when the client accepts it', async () => {
    const response = await get('/json', 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(JSON.stringify(bigJson).length / 3);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(bigJson);
  });

  it('compresses HTML with gzip for a client without brotli', async () => {
    const response = await get('/html', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(bigHtml);
  });

  it("compresses the not-found handler's pages too", async () => {
    const response = await get('/una-pagina', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(bigHtml);
  });

  it('sends the body as it is to a client that accepts no compression, still varying on it', async () => {
    const response = await get('/html');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.body).toBe(bigHtml);
  });

  it('leaves small bodies, binary types, streams and no-transform answers alone', async () => {
    for (const url of ['/small', '/image', '/stream', '/no-transform']) {
      const response = await get(url, 'br, gzip');
      expect(response.headers['content-encoding'], url).toBeUndefined();
    }
    expect((await get('/stream', 'br')).body).toBe('x'.repeat(4096));
  });

  it('weakens a strong ETag on a compressed answer, and a revalidation still gets its 304', async () => {
    const response = await get('/etag', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.etag).toBe(`W/${STRONG_ETAG}`);
    const revalidated = await get('/etag', 'br', { 'if-none-match': response.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
    expect(revalidated.rawPayload.length).toBe(0);
    expect((await get('/etag')).headers.etag).toBe(STRONG_ETAG);
  });

  it('compresses a version named by a strong ETag once and reuses it', async () => {
    const first = await get('/versioned', 'br');
    const second = await get('/versioned', 'br');
    expect(brotliDecompressSync(second.rawPayload).toString()).toBe(brotliDecompressSync(first.rawPayload).toString());
    expect(gunzipSync((await get('/versioned', 'gzip')).rawPayload).toString()).toMatch(/^version 3 /);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await app.inject({ method: 'GET', url: '/html', headers: { 'accept-encoding': 'br' } });
    const head = await app.inject({ method: 'HEAD', url: '/html', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.rawPayload.length).toBe(0);
  });
});
