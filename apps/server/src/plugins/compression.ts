import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

export type Encoding = 'br' | 'gzip';

const COMPRESSIBLE_TYPE =
  /^\s*(?:text\/|application\/(?:json|javascript|xml|manifest\+json|[\w.-]+\+(?:json|xml))\b|image\/svg\+xml\b)/i;

export const isCompressibleType = (contentType: unknown): boolean =>
  typeof contentType === 'string' && COMPRESSIBLE_TYPE.test(contentType);

/** The encoding to answer with among br and gzip, by the client's q-values (br wins a tie); none when neither is accepted. */
export function negotiateEncoding(header: string | string[] | undefined): Encoding | undefined {
  if (!header) return undefined;
  const qualities = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    if (!Number.isNaN(quality)) qualities.set(name, quality);
  }
  const qualityOf = (name: string) => qualities.get(name) ?? qualities.get('*') ?? 0;
  const br = qualityOf('br');
  const gz = qualities.get('gzip') ?? qualities.get('x-gzip') ?? qualityOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : undefined;
}

/** Adds Accept-Encoding to Vary, keeping what is there. */
export function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : typeof vary === 'string' ? vary : '';
  if (current.trim() === '*' || /(^|,)\s*accept-encoding\s*(,|$)/i.test(current)) return;
  reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

/** A strong ETag names exact bytes; the compressed bytes differ, so it becomes weak (If-None-Match still matches it). */
export function weakenEtag(reply: FastifyReply): void {
  const etag = reply.getHeader('etag');
  if (typeof etag === 'string' && etag.startsWith('"')) reply.header('etag', `W/${etag}`);
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// The window need not exceed the body: a smaller one spares the encoder megabytes of memory per call.
const brotliOptions = (quality: number, size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
    [constants.BROTLI_PARAM_LGWIN]: Math.min(
      constants.BROTLI_MAX_WINDOW_BITS,
      Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(size + 1))),
    ),
  },
});

// Below this a synchronous call is cheaper than a trip to the thread pool; above it the event loop is spared.
const SYNC_LIMIT = 64 * 1024;

/**
 * Below this size brotli 1 is used: brotli 5 spends 150–250 µs setting up its larger hash tables, for at
 * most 130 bytes less (measured on answers of 1 to 4 KB: 30–40 µs against 240–330 µs), and a small answer
 * is often one that missed the cache and is compressed for a single request.
 */
const BROTLI_SMALL_BODY = 4 * 1024;

/** Compression for answers built per request: fast settings (brotli 5, 1 for small bodies; gzip 6). */
export async function compressDynamic(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'br') {
    const options = brotliOptions(body.length < BROTLI_SMALL_BODY ? 1 : 5, body.length);
    return body.length <= SYNC_LIMIT ? brotliCompressSync(body, options) : brotliAsync(body, options);
  }
  return body.length <= SYNC_LIMIT ? gzipSync(body, { level: 6 }) : gzipAsync(body, { level: 6 });
}

export interface CompressionOptions {
  /** Bodies smaller than this many bytes are sent as they are. */
  threshold?: number;
  /** Memory for compressed bodies kept for reuse, in bytes. */
  memoBytes?: number;
}

/**
 * Compressed bodies kept by encoding, URL and strong ETag, least recently used dropped first.
 * A strong validator names exact bytes, so a hot cached answer (the public API, the pages) is
 * compressed once per version instead of once per request.
 */
class CompressedBodies {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, body: Buffer): void {
    if (body.length > this.maxBytes / 8) return;
    const previous = this.entries.get(key);
    if (previous) this.bytes -= previous.length;
    this.entries.delete(key);
    this.entries.set(key, body);
    this.bytes += body.length;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.length;
    }
  }
}

const negotiatedByHeader = new Map<string, Encoding | null>();

/**
 * negotiateEncoding, remembered per distinct Accept-Encoding value: browsers send a handful of
 * them, and a cached answer is cheap enough that parsing the header showed in its profile. A pure
 * function's memo, bounded, since clients choose the header.
 */
export function encodingFor(header: string | string[] | undefined): Encoding | undefined {
  if (typeof header !== 'string') return negotiateEncoding(header);
  let encoding = negotiatedByHeader.get(header);
  if (encoding === undefined) {
    encoding = negotiateEncoding(header) ?? null;
    if (negotiatedByHeader.size < 64) negotiatedByHeader.set(header, encoding);
  }
  return encoding ?? undefined;
}

/** Bodies smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

const sentAsTheyAre = new WeakSet<FastifyReply>();

/** Keeps this reply's body as it is: its sender decided compressing it is not worth it. */
export function sendAsItIs(reply: FastifyReply): FastifyReply {
  sentAsTheyAre.add(reply);
  return reply;
}

/**
 * Compresses text answers held in memory (HTML pages, JSON, the sitemap) by Accept-Encoding.
 * Streams are left alone: the built assets are compressed by the web build (the web plugin sends its copies),
 * and uploads are images and videos. Ranges, 204 and 304 answers carry no body to compress.
 */
export default fp(
  async function compression(app: FastifyInstance, options: CompressionOptions) {
    const threshold = options.threshold ?? COMPRESSION_THRESHOLD;
    const memo = new CompressedBodies(options.memoBytes ?? 8 * 1024 * 1024);
    /** What to compress, if anything: a text answer in memory, big enough, not compressed already. */
    const compressible = (
      reply: FastifyReply,
      payload: unknown,
    ): { body: Buffer | string; size: number } | undefined => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return undefined;
      if (sentAsTheyAre.has(reply)) return undefined;
      const status = reply.statusCode;
      if (status < 200 || status === 204 || status === 206 || status === 304) return undefined;
      if (reply.hasHeader('content-encoding') || reply.hasHeader('content-range')) return undefined;
      if (!isCompressibleType(reply.getHeader('content-type'))) return undefined;
      const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
      if (size < threshold) return undefined;
      const cacheControl = reply.getHeader('cache-control');
      if (typeof cacheControl === 'string' && /no-transform/i.test(cacheControl)) return undefined;
      return { body: payload, size };
    };

    // A callback hook, not an async one: most answers pass untouched, and need no promise for it.
    app.addHook('onSend', (request, reply, payload, done) => {
      const text = compressible(reply, payload);
      if (text === undefined) return done(null, payload);
      varyOnEncoding(reply);
      const encoding = encodingFor(request.headers['accept-encoding']);
      if (!encoding) return done(null, payload);
      const { body, size } = text;
      const etag = reply.getHeader('etag');
      const key = typeof etag === 'string' && etag.startsWith('"') ? `${encoding} ${request.url} ${etag}` : undefined;
      const finish = (compressed: Buffer) => {
        if (compressed.length >= size) return done(null, payload);
        reply.header('content-encoding', encoding).removeHeader('content-length');
        weakenEtag(reply);
        done(null, compressed);
      };
      // A hot cached answer is compressed already: the body is not even copied into a Buffer then.
      const memoized = key === undefined ? undefined : memo.get(key);
      if (memoized) return finish(memoized);
      compressDynamic(typeof body === 'string' ? Buffer.from(body) : body, encoding).then((compressed) => {
        if (key !== undefined) memo.set(key, compressed);
        finish(compressed);
      }, done);
    });
  },
  { name: 'compression' },
);
