import type { IncomingHttpHeaders, IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import type { CacheTag } from '../lib/cache-tags.js';
import { clientAddressReader } from '../lib/client-address.js';
import type { AnswerFormat, CachedBody, PublicCache } from '../lib/public-cache.js';
import { logAnswered, requestIdOf } from '../lib/request-log.js';
import { hasBody } from '../lib/server-timeouts.js';
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

/** The bytes for an encoding when they need no work: already made, or not to be compressed. */
function heldBody(answer: CachedBody, encoding: Encoding | undefined): EncodedBody | undefined {
  const identity = answer.bytes;
  if (!encoding || identity.length < COMPRESSION_THRESHOLD) return { bytes: identity };
  const compressed = answer.compressed?.[encoding];
  return compressed && smaller(identity, compressed, encoding);
}

/** The compressed bytes when they are smaller than the text, else the text. */
const smaller = (identity: Buffer, compressed: Buffer, encoding: Encoding): EncodedBody =>
  compressed.length < identity.length ? { bytes: compressed, encoding } : { bytes: identity };

/** The bytes to send for an encoding, made once per version of the answer (smaller than the text, or the text). */
function encodedBody(answer: CachedBody, encoding: Encoding | undefined): EncodedBody | Promise<EncodedBody> {
  // Any encoding's use counts: an answer asked for again is worth compressing.
  const firstUse = answer.compressed === undefined;
  answer.compressed ??= {};
  const memo = answer.compressed;
  const identity = answer.bytes;
  const held = heldBody(answer, encoding);
  if (held || !encoding) return held ?? { bytes: identity };
  if (firstUse && identity.length < COMPRESSED_FROM_SECOND_USE) return { bytes: identity, asItIs: true };
  return compressDynamic(identity, encoding).then((compressed) => {
    memo[encoding] = compressed;
    return smaller(identity, compressed, encoding);
  });
}

/** The headers of a 200 answer: its caching, its ETag (weak once compressed: other bytes), its type. */
function answerHeaders(answer: CachedBody, format: AnswerFormat, body: EncodedBody): Record<string, string> {
  const headers: Record<string, string> = {
    'cache-control': format.cacheControl,
    vary: format.vary ?? 'Accept-Encoding',
    etag: body.encoding ? `W/${answer.etag}` : answer.etag,
    'content-type': format.contentType,
  };
  if (body.encoding) headers['content-encoding'] = body.encoding;
  return headers;
}

const notModifiedHeaders = (answer: CachedBody, format: AnswerFormat) => ({
  'cache-control': format.cacheControl,
  etag: answer.etag,
});

function send(reply: FastifyReply, answer: CachedBody, format: AnswerFormat, body: EncodedBody) {
  if (body.asItIs) sendAsItIs(reply);
  return reply.headers(answerHeaders(answer, format, body)).send(body.bytes);
}

/** 304 when the client holds this version, otherwise the bytes in the best encoding it accepts. */
function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedBody,
  format: AnswerFormat,
): FastifyReply | Promise<FastifyReply> {
  if (matchesIfNoneMatch(request.headers['if-none-match'], answer.etag)) {
    return reply.headers(notModifiedHeaders(answer, format)).code(304).send();
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
  /**
   * The answer is made from other public answers (a page, drawn from the API's): it is tagged, besides
   * `tags`, with the tags of every answer its load read, so it is dropped exactly when one of them is.
   */
  tagsFromReads?: boolean;
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

export interface PublicAnswersOptions {
  cache: PublicCache;
  /** What a URL's answer varies on besides the URL (a page's language), read from the request's headers. */
  variantOf?: (request: { headers: IncomingHttpHeaders }) => string;
  /** The client's address for the log line of an answer sent before routing (Fastify's `request.ip` rule). */
  clientAddress?: (request: IncomingMessage) => string | undefined;
}

/**
 * Public answers: `reply.sendPublic` for the routes, and a small HTTP cache in front of them. A GET
 * whose URL was answered from the public cache gets the same answer again straight from it, as long as
 * the entry lives (writes invalidate it), before Fastify sees the request: no routing, request and
 * reply objects, hooks, validation or handler, which cost a small answer more than half of its time
 * (docs/performance.md). Such an answer carries what every answer carries (the security headers, the
 * request id) and writes the same log line. Anything else goes on to Fastify: other methods, a request
 * with credentials (the auth plugin judges the header) or a body, bytes not compressed yet, shutdown.
 * Requests injected in tests reach Fastify directly, and are answered by the route from the cache.
 */
export default fp(
  async function publicAnswers(app: FastifyInstance, options: PublicAnswersOptions) {
    const { cache, variantOf } = options;
    const clientAddress = options.clientAddress ?? clientAddressReader(false);
    const everyAnswer: (contentType: string) => Readonly<Record<string, string>> = app.hasDecorator(
      'securityHeadersFor',
    )
      ? app.securityHeadersFor
      : () => ({});
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });

    const answerBeforeRouting = (request: IncomingMessage, response: ServerResponse): boolean => {
      if (closing || request.method !== 'GET' || request.headers.authorization !== undefined || hasBody(request)) {
        return false;
      }
      const url = request.url ?? '/';
      const held = cache.findByUrl(url, variantOf && (() => variantOf(request)));
      if (!held) return false;
      const startedAt = performance.now();
      const { answer, format } = held;
      let status = 200;
      let headers: Record<string, string>;
      let bytes: Buffer | undefined;
      if (matchesIfNoneMatch(request.headers['if-none-match'], answer.etag)) {
        status = 304;
        headers = notModifiedHeaders(answer, format);
      } else {
        const body = heldBody(answer, encodingFor(request.headers['accept-encoding']));
        if (!body) return false;
        headers = { ...answerHeaders(answer, format, body), 'content-length': String(body.bytes.length) };
        bytes = body.bytes;
      }
      const reqId = requestIdOf(request);
      response.writeHead(status, { ...everyAnswer(format.contentType), 'x-request-id': reqId, ...headers });
      response.end(bytes);
      response.once('close', () => {
        const ms = performance.now() - startedAt;
        logAnswered(app.log, { method: 'GET', url, statusCode: status, ms, ip: clientAddress(request) }, reqId);
      });
      return true;
    };
    answerFirst(app.server, answerBeforeRouting);

    app.decorateReply('sendPublic', async function sendPublic(this: FastifyReply, answer: PublicAnswer) {
      const format = answer.format ?? PUBLIC_JSON;
      const load = answer.tagsFromReads
        ? async () => {
            const { value, tags } = await cache.recordingReads(answer.load);
            return { text: value, tags };
          }
        : answer.load;
      const cached = await cache.getOrLoad(answer.key, answer.tags, load);
      if (answer.rememberUrl !== false) cache.rememberUrl(this.request.url, answer.key, format, answer.variant);
      // Awaiting the reply waits until it is sent, so an async handler resolves after it.
      await sendCachedAnswer(this.request, this, cached, format);
    });
  },
  { name: 'public-answers' },
);

/** Puts `answer` in front of the server's request listeners (Fastify's): they see only what it declines. */
function answerFirst(server: Server, answer: (request: IncomingMessage, response: ServerResponse) => boolean) {
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (answer(request, response)) return;
    for (const listener of listeners) listener.call(server, request, response);
  });
}
