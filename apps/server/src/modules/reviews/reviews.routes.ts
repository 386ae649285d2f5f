import { CreateReviewBody, CreateReviewResponse } from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentSession, requireUser } from '../../plugins/auth.js';
import { createReview } from './reviews.service.js';

/** Only the customer's POST; the public list and the admin delete live in the catalogue module. */
export async function reviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.post('/api/review/', {
    schema: {
      tags: ['reviews'],
      summary: 'Publish a review (login required; one per 24 hours)',
      security: [{ bearerAuth: [] }],
      body: CreateReviewBody,
      response: { 200: CreateReviewResponse },
    },
    onRequest: requireUser,
    config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
    handler: async (request) => {
      const session = await currentSession(request);
      const review = await createReview(ctx, session.userId, request.body);
      // The public list is cached by the catalogue module: the author expects to see the review at once.
      return { message: 'Success' as const, review };
    },
  });
}
