import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import type { CacheTag } from '../lib/cache-tags.js';
import type { AnswerFormat, CachedBody, PublicCache } from '../lib/public-cache.js';
import { COMPRESSION_THRESHOLD, compressDynamic, type Encoding, encodingFor, sendAsItIs } from './compression.js';

const matchesIfNoneMatch = (header: string | undefined, etag: string) =>
  !!header &&
  (header.trim() === '*' || header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag));

/** The bytes to send; `asItIs` when they were left uncompressed on purpose, and must stay so. */
type EncodedBody = { bytes: Buffer; encoding?: Encoding; asItIs?: boolean };

/**
 * An answer this small goes out as it is the first time, and compressed from its second use on. Compressed
 * or not it fits the first flight of a connection (ten segments, 14 KB), so compressing saves no round
 * trip, while it costs the event loop about 200 µs (measured: an uncached article read, 2 KB, answered
 * 1,270 requests a second compressed and 1,850 as it is). An answer used again shares that cost.
 */
const COMPRESSED_FROM_SECOND_USE = 8 * 1024;

/** The bytes to send for an encoding, made once per version of the answer (smaller than the text, or the text). */
function encodedBody(answer: CachedBody, encoding: Encoding | undefined): EncodedBody | Promise<EncodedBody> {
  const firstUse = answer.encoded === undefined;
  answer.encoded ??= {};
  const memo = answer.encoded;
  memo.identity ??= Buffer.from(answer.body);
  const identity = memo.identity;
  if (!encoding || identity.length < COMPRESSION_THRESHOLD) return { bytes: identity };
  if (firstUse && identity.length < COMPRESSED_FROM_SECOND_USE) return { bytes: identity, asItIs: true };
  const choose = (compressed: Buffer): EncodedBody =>
    compressed.length < identity.length ? { bytes: compressed, encoding } : { bytes: identity };
  const held = memo[encoding];
  if (held) return choose(held);
  return compressDynamic(identity, encoding).then((compressed) => {
    memo[encoding] = compressed;
    return choose(compressed);
  });
}

function send(reply: FastifyReply, answer: CachedBody, format: AnswerFormat, body: EncodedBody) {
  if (body.asItIs) sendAsItIs(reply);
  reply.header('cache-control', format.cacheControl).header('vary', format.vary ?? 'Accept-Encoding');
  // A strong ETag names exact bytes; compressed bytes differ, so it becomes weak (If-None-Match still matches).
  if (!body.encoding) return reply.header('etag', answer.etag).type(format.contentType).send(body.bytes);
  return reply
    .header('etag', `W/${answer.etag}`)
    .header('content-encoding', body.encoding)
    .type(format.contentType)
    .send(body.bytes);
}

/** 304 when the client holds this version, otherwise the bytes in the best encoding it accepts. */
function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedBody,
  format: AnswerFormat,
): FastifyReply | Promise<FastifyReply> {
  if (matchesIfNoneMatch(request.headers['if-none-match'], answer.etag)) {
    return reply.header('cache-control', format.cacheControl).header('etag', answer.etag).code(304).send();
  }
  const body = encodedBody(answer, encodingFor(request.headers['accept-encoding']));
  return body instanceof Promise
    ? body.then((ready) => send(reply, answer, format, ready))
    : send(reply, answer, format, body);
}

/** Browsers and proxies may keep a public read but must ask again; the ETag makes asking cheap. */
export const PUBLIC_JSON: AnswerFormat = {
  contentType: 'application/json; charset=utf-8',
  cacheControl: 'public, max-age=0, must-revalidate',
};

export interface PublicAnswer {
  /** What the answer is, independent of how the URL spells it (see `cacheKey`). */
  key: string;
  /** What it is built from: a write to any of them drops it. */
  tags: readonly CacheTag[];
  /** The answer's text, made on a miss, once for every concurrent request of the same key. */
  load: () => Promise<string>;
  /** JSON by default. */
  format?: AnswerFormat;
  /**
   * Whether the next request for this URL is answered before routing (default). Off for addresses
   * anyone can make up that share one entry, so they cannot fill the URL table.
   */
  rememberUrl?: boolean;
  /**
   * What the answer depends on besides the URL, as the plugin's `variantOf` reads it from a request
   * (a page's language): the URL is then answered before routing only for the same variant.
   */
  variant?: string;
}

declare module 'fastify' {
  interface FastifyReply {
    /**
     * The one way a public read is sent: from the public cache, filling it on a miss, with an ETag, a
     * 304 when the client already holds this version, and the bytes compressed once per version.
     */
    sendPublic(answer: PublicAnswer): Promise<void>;
  }
}

/** A loader of JSON text from a loader of data, parsed with the allow-list of its answer first. */
export function publicJson<S extends z.ZodType>(schema: S, load: () => Promise<z.input<S>>): () => Promise<string> {
  return async () => JSON.stringify(schema.parse(await load()));
}

/** A stable key from a name and the validated params and query (unknown query keys are already gone). */
export function cacheKey(name: string, ...parts: object[]): string {
  const normalized = parts.map((part) =>
    Object.entries(part)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  return `${name}:${JSON.stringify(normalized)}`;
}

/**
 * Public answers: `reply.sendPublic` for the routes, and a small HTTP cache in front of them: a GET
 * whose URL was answered from the public cache gets the same answer again straight from it, without
 * validation, handler or compression work, as long as the entry lives (writes invalidate it). The
 * security and request-id headers still come from their hooks.
 */
export default fp(
  async function publicAnswers(
    app: FastifyInstance,
    options: { cache: PublicCache; variantOf?: (request: FastifyRequest) => string },
  ) {
    const { cache, variantOf } = options;
    app.addHook('onRequest', (request, reply, done) => {
      const held =
        request.method === 'GET' ? cache.findByUrl(request.url, variantOf && (() => variantOf(request))) : undefined;
      if (!held) return done();
      void sendCachedAnswer(request, reply, held.answer, held.format);
    });

    app.decorateReply('sendPublic', async function sendPublic(this: FastifyReply, answer: PublicAnswer) {
      const format = answer.format ?? PUBLIC_JSON;
      const cached = await cache.getOrLoad(answer.key, answer.tags, answer.load);
      if (answer.rememberUrl !== false) cache.rememberUrl(this.request.url, answer.key, format, answer.variant);
      // Awaiting the reply waits until it is sent, so an async handler resolves after it.
      await sendCachedAnswer(this.request, this, cached, format);
    });
  },
  { name: 'public-answers' },
);
