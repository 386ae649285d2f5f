import {
  CreateReviewBody,
  CreateReviewResponse,
  DeleteByIdBody,
  ListLimitQuery,
  ReviewListResponse,
  SuccessResponse,
} from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CacheTag } from '../../lib/cache-tags.js';
import { currentSession, requireAdmin, requireUser } from '../../plugins/auth.js';
import { cacheKey } from '../../plugins/public-answers.js';
import { publicRead } from '../../plugins/public-read.js';
import { createReview, deleteReview, listReviews } from './reviews.service.js';

/** Reviews: the public list, a customer's new review, an admin's delete. */
export async function reviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  publicRead(app, '/api/reviews', {
    docs: { tags: ['reviews'], summary: 'Reviews, newest first' },
    querystring: ListLimitQuery,
    answer: ReviewListResponse,
    cacheTags: [CacheTag.reviews],
    key: ({ query }) => cacheKey('reviews', query),
    load: async ({ query }) => ({ reviews: await listReviews(ctx, query) }),
  });

  app.post('/api/review/', {
    schema: {
      tags: ['reviews'],
      summary:
        'Write a review signed with the account’s name (login required; one per 24 hours); it may wait for approval',
      security: [{ bearerAuth: [] }],
      body: CreateReviewBody,
      response: { 200: CreateReviewResponse },
    },
    onRequest: requireUser,
    config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
    handler: async (request) => {
      const session = await currentSession(request);
      const { status, review } = await createReview(ctx, session.userId, request.body);
      return { message: 'Success' as const, status, review };
    },
  });

  app.delete('/api/review', {
    schema: {
      tags: ['reviews', 'admin'],
      summary: 'Delete a review',
      security: [{ bearerAuth: [] }],
      body: DeleteByIdBody,
      response: { 200: SuccessResponse },
    },
    // Checked on request, before the body is parsed: a stranger learns nothing from validation errors.
    onRequest: requireAdmin,
    handler: async (request) => {
      await deleteReview(ctx, request.body.id);
      return { message: 'Success' as const };
    },
  });
}
