import { IdParams, ListQuery, TopicListResponse, TopicResponse } from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CacheTag } from '../../../lib/cache-tags.js';
import { cacheKey, publicJson } from '../../../plugins/public-answers.js';
import { getTopic, listTopics } from './topics.service.js';

// The original client calls all three addresses for the same list.
const LIST_PATHS = ['/get/topics', '/api/get/topics', '/api/topics'] as const;

export async function topicsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
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
        reply.sendPublic({
          tags,
          key: cacheKey('topics', request.query),
          load: publicJson(TopicListResponse, () => listTopics(ctx, request.query)),
        }),
    });
  }

  app.get('/api/topic/:id', {
    schema: { tags: ['catalogue'], summary: 'One topic', params: IdParams, response: { 200: TopicResponse } },
    handler: (request, reply) =>
      reply.sendPublic({
        tags,
        key: cacheKey('topic', request.params),
        load: publicJson(TopicResponse, async () => ({ topic: await getTopic(ctx, request.params.id) })),
      }),
  });
}
