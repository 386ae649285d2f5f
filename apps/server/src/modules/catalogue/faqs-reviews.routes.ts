import { FaqDetailResponse, FaqListResponse, IdParams, ListQuery, ReviewListResponse } from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getFaq, listFaqs } from './faqs.service.js';
import { CacheTag, cacheKey, sendPublic } from './public-reply.js';
import { listReviews } from './reviews.service.js';

export async function faqsAndReviewsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx, publicCache: cache } = app;

  app.get('/api/faqs', {
    schema: {
      tags: ['catalogue'],
      summary: 'Frequently asked questions, in their set order',
      querystring: ListQuery,
      response: { 200: FaqListResponse },
    },
    handler: (request, reply) =>
      sendPublic(request, reply, {
        cache,
        tags: [CacheTag.faqs],
        key: cacheKey('faqs', request.query),
        schema: FaqListResponse,
        load: async () => ({ faqs: await listFaqs(ctx, request.query) }),
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
      sendPublic(request, reply, {
        cache,
        tags: [CacheTag.faqs],
        key: cacheKey('faq', request.params),
        schema: FaqDetailResponse,
        load: async () => [await getFaq(ctx, request.params.id)],
      }),
  });

  app.get('/api/reviews', {
    schema: { tags: ['catalogue'], summary: 'Reviews, newest first', response: { 200: ReviewListResponse } },
    handler: (request, reply) =>
      sendPublic(request, reply, {
        cache,
        tags: [CacheTag.reviews],
        key: 'reviews',
        schema: ReviewListResponse,
        load: async () => ({ reviews: await listReviews(ctx) }),
      }),
  });
}
