import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CacheTag } from '../../lib/cache-tags.js';
import type { AnswerFormat, PublicCache } from '../../lib/public-cache.js';
import { sendCachedAnswer } from '../../plugins/cached-answers.js';

export { CacheTag } from '../../lib/cache-tags.js';

// Browsers and proxies may keep the answer but must ask again; the ETag makes asking cheap.
const PUBLIC_JSON: AnswerFormat = {
  contentType: 'application/json; charset=utf-8',
  cacheControl: 'public, max-age=0, must-revalidate',
};

/** A stable key from a name and the validated params and query (unknown query keys are already gone). */
export function cacheKey(name: string, ...parts: object[]): string {
  const normalized = parts.map((part) =>
    Object.entries(part)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  return `${name}:${JSON.stringify(normalized)}`;
}

export interface PublicAnswer<S extends z.ZodType> {
  cache: PublicCache;
  key: string;
  tags: readonly CacheTag[];
  /** The allow-list the answer is parsed with before it is serialized once and cached. */
  schema: S;
  load: () => Promise<z.input<S>>;
}

/**
 * Sends a public read from the cache, filling it on a miss, with an ETag and a 304 when the
 * client already holds this version. The body is serialized here, once per cache fill; the next
 * request for the same URL is answered before routing (plugins/cached-answers.ts).
 */
export async function sendPublic<S extends z.ZodType>(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PublicAnswer<S>,
): Promise<void> {
  const cached = await answer.cache.getOrLoad(answer.key, answer.tags, async () =>
    JSON.stringify(answer.schema.parse(await answer.load())),
  );
  answer.cache.rememberUrl(request.url, answer.key, PUBLIC_JSON);
  // Awaiting the reply waits until it is sent, so the async handler resolves after it.
  await sendCachedAnswer(request, reply, cached, PUBLIC_JSON);
}
