import { IdParams, ListQuery, TopicListResponse, TopicResponse } from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import { CacheTag } from '../../../lib/cache-tags.js';
import { cacheKey } from '../../../plugins/public-answers.js';
import { publicRead } from '../../../plugins/public-read.js';
import { getTopic, listTopics } from './topics.service.js';

// The original client calls all three addresses for the same list.
const LIST_PATHS = ['/get/topics', '/api/get/topics', '/api/topics'] as const;

export async function topicsRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const cacheTags = [CacheTag.topics];

  publicRead(app, LIST_PATHS, {
    docs: { tags: ['catalogue'], summary: 'Topics (areas), in the order they were created' },
    querystring: ListQuery,
    answer: TopicListResponse,
    cacheTags,
    key: ({ query }) => cacheKey('topics', query),
    load: ({ query }) => listTopics(ctx, query),
  });

  publicRead(app, '/api/topic/:id', {
    docs: { tags: ['catalogue'], summary: 'One topic' },
    params: IdParams,
    answer: TopicResponse,
    cacheTags,
    key: ({ params }) => cacheKey('topic', params),
    load: async ({ params }) => ({ topic: await getTopic(ctx, params.id) }),
  });
}
