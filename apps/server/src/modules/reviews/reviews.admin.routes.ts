import {
  AdminItemIdParams,
  AdminReviewsQuery,
  AdminReviewsResponse,
  ModerateReviewBody,
  ModerateReviewResponse,
} from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/auth.js';
import { listReviewsForAdmin, moderateReview } from './reviews.service.js';

/** The moderation of reviews: those waiting for approval, approved or rejected. */
export async function reviewsAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  // Checked on request, before the body is parsed: a stranger learns nothing from validation errors.
  app.addHook('onRequest', requireAdmin);

  app.get('/api/admin/reviews', {
    schema: {
      tags: ['reviews', 'admin'],
      summary: 'Reviews in a status (pending by default), a page at a time',
      security: [{ bearerAuth: [] }],
      querystring: AdminReviewsQuery,
      response: { 200: AdminReviewsResponse },
    },
    handler: async (request) => listReviewsForAdmin(ctx, request.query),
  });

  app.put('/api/admin/reviews/:id', {
    schema: {
      tags: ['reviews', 'admin'],
      summary: 'Approve (published), reject or put back to pending a review',
      security: [{ bearerAuth: [] }],
      params: AdminItemIdParams,
      body: ModerateReviewBody,
      response: { 200: ModerateReviewResponse },
    },
    handler: async (request) => ({
      message: 'Success' as const,
      review: await moderateReview(ctx, request.params.id, request.body.status),
    }),
  });
}
