import { IdParams, ListQuery, TopicListResponse, TopicResponse } from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CacheTag, cacheKey, sendPublic } from './public-reply.js';
import { getTopic, listTopics } from './topics.service.js';

// The original client calls all three addresses for the same list.
const LIST_PATHS = ['/get/topics', '/api/get/topics', '/api/topics'] as const;

export async function topicsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx, publicCache: cache } = app;
  const tags = [CacheTag.topics];

  for (const url of LIST_PATHS) {
    app.get(url, {
      schema: {
        tags: ['catalogue'],
        summary: 'Topics (areas), in the order they were created',
        querystring: ListQuery,
        response: { 200: TopicListResponse },
      },
      handler: (request, reply) =>
        sendPublic(request, reply, {
          cache,
          tags,
          key: cacheKey('topics', request.query),
          schema: TopicListResponse,
          load: () => listTopics(ctx, request.query),
        }),
    });
  }

  app.get('/api/topic/:id', {
    schema: { tags: ['catalogue'], summary: 'One topic', params: IdParams, response: { 200: TopicResponse } },
    handler: (request, reply) =>
      sendPublic(request, reply, {
        cache,
        tags,
        key: cacheKey('topic', request.params),
        schema: TopicResponse,
        load: async () => ({ topic: await getTopic(ctx, request.params.id) }),
      }),
  });
}
