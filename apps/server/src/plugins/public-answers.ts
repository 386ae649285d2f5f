import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AnswerFormat, CachedBody, PublicCache } from '../lib/public-cache.js';
import { COMPRESSION_THRESHOLD, compressDynamic, type Encoding, encodingFor } from './compression.js';

const matchesIfNoneMatch = (header: string | undefined, etag: string) =>
  !!header &&
  (header.trim() === '*' || header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag));

type EncodedBody = { bytes: Buffer; encoding?: Encoding };

/** The bytes to send for an encoding, made once per version of the answer (smaller than the text, or the text). */
function encodedBody(answer: CachedBody, encoding: Encoding | undefined): EncodedBody | Promise<EncodedBody> {
  answer.encoded ??= {};
  const memo = answer.encoded;
  memo.identity ??= Buffer.from(answer.body);
  const identity = memo.identity;
  if (!encoding || identity.length < COMPRESSION_THRESHOLD) return { bytes: identity };
  const choose = (compressed: Buffer): EncodedBody =>
    compressed.length < identity.length ? { bytes: compressed, encoding } : { bytes: identity };
  const held = memo[encoding];
  if (held) return choose(held);
  return compressDynamic(identity, encoding).then((compressed) => {
    memo[encoding] = compressed;
    return choose(compressed);
  });
}

function send(
  reply: FastifyReply,
  answer: CachedBody,
  format: AnswerFormat,
  body: { bytes: Buffer; encoding?: Encoding },
) {
  reply.header('cache-control', format.cacheControl).header('vary', 'Accept-Encoding');
  // A strong ETag names exact bytes; compressed bytes differ, so it becomes weak (If-None-Match still matches).
  if (!body.encoding) return reply.header('etag', answer.etag).type(format.contentType).send(body.bytes);
  return reply
    .header('etag', `W/${answer.etag}`)
    .header('content-encoding', body.encoding)
    .type(format.contentType)
    .send(body.bytes);
}

/**
 * The one way a cached public answer is sent, by its route or before routing: 304 when the client
 * holds this version, otherwise the bytes in the best encoding it accepts, compressed once per
 * version rather than once per request.
 */
export function sendCachedAnswer(
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

/**
 * A small HTTP cache in front of the routes: a GET whose URL was answered from the public cache
 * gets the same answer again straight from it, without validation, handler or compression work,
 * as long as the entry lives (writes invalidate it, as they do for the routes). The security and
 * request-id headers still come from their hooks.
 */
export default fp(
  async function cachedAnswers(app: FastifyInstance, options: { cache: PublicCache }) {
    app.addHook('onRequest', (request, reply, done) => {
      const held = request.method === 'GET' ? options.cache.findByUrl(request.url) : undefined;
      if (!held) return done();
      void sendCachedAnswer(request, reply, held.answer, held.format);
    });
  },
  { name: 'cached-answers' },
);
