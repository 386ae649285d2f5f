import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { CacheTag } from '../lib/cache-tags.js';
import { publicJson } from './public-answers.js';

/** What a schema lets through, or nothing where the route takes none. */
type Parsed<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;

/** What a public read is asked: its params and query, as the route's schemas validated them. */
export interface ReadInput<P, Q> {
  params: Parsed<P>;
  query: Parsed<Q>;
}

/** A public JSON read: how it is documented, what it is cached as, and what it answers. */
export interface PublicReadRoute<
  A extends z.ZodType,
  P extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
> {
  /** The OpenAPI tags and summary. */
  docs: { tags: string[]; summary: string };
  params?: P;
  querystring?: Q;
  /** The 200 answer's schema: documented, and the allow-list the answer is parsed with before it is cached. */
  answer: A;
  /** What the answer is built from: a write to any of them drops it. */
  cacheTags: readonly CacheTag[];
  /** What the answer is, independent of how the URL spells it (see `cacheKey`). */
  key: (input: ReadInput<P, Q>) => string;
  /** The answer's data, read on a cache miss. */
  load: (input: ReadInput<P, Q>) => Promise<z.input<A>>;
}

/**
 * Declares a public JSON read at one or more addresses (old clients call several for the same answer).
 * Every such read is answered the same way, through `reply.sendPublic`: from the public cache, with its
 * ETag and Cache-Control, and its OpenAPI 200 response is the schema the answer is parsed with, so the
 * two cannot drift apart.
 */
export function publicRead<A extends z.ZodType, P extends z.ZodType | undefined, Q extends z.ZodType | undefined>(
  app: FastifyInstance,
  urls: string | readonly string[],
  route: PublicReadRoute<A, P, Q>,
) {
  const { docs, params, querystring, answer, cacheTags, key, load } = route;
  const schema: FastifySchema = {
    ...docs,
    ...(params && { params }),
    ...(querystring && { querystring }),
    response: { 200: answer },
  };
  // The route's schemas validated params and query before the handler runs.
  const inputOf = (request: FastifyRequest) => ({ params: request.params, query: request.query }) as ReadInput<P, Q>;
  for (const url of typeof urls === 'string' ? [urls] : urls) {
    app.get(url, {
      schema,
      handler: (request, reply) => {
        const input = inputOf(request);
        return reply.sendPublic({ tags: cacheTags, key: key(input), load: publicJson(answer, () => load(input)) });
      },
    });
  }
}
