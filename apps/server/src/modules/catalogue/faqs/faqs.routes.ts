import { FaqDetailResponse, FaqListResponse, IdParams, ListQuery } from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CacheTag } from '../../../lib/cache-tags.js';
import { cacheKey, publicJson } from '../../../plugins/public-answers.js';
import { getFaq, listFaqs } from './faqs.service.js';

export async function faqsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.get('/api/faqs', {
    schema: {
      tags: ['catalogue'],
      summary: 'Frequently asked questions, in their set order',
      querystring: ListQuery,
      response: { 200: FaqListResponse },
    },
    handler: (request, reply) =>
      reply.sendPublic({
        tags: [CacheTag.faqs],
        key: cacheKey('faqs', request.query),
        load: publicJson(FaqListResponse, async () => ({ faqs: await listFaqs(ctx, request.query) })),
      }),
  });

  app.get('/api/faq/:id', {
    schema: {
      tags: ['catalogue'],
      summary: 'One FAQ, as a one-item array',
      params: IdParams,
      response: { 200: FaqDetailResponse },
    },
    handler: (request, reply) =>
      reply.sendPublic({
        tags: [CacheTag.faqs],
        key: cacheKey('faq', request.params),
        load: publicJson(FaqDetailResponse, async () => [await getFaq(ctx, request.params.id)]),
      }),
  });
}
