import {
  AdminItemIdParams,
  AdminReviewsQuery,
  AdminReviewsResponse,
  ModerateReviewBody,
  ModerateReviewResponse,
} from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import { adminArea } from '../../plugins/admin-area.js';
import { listReviewsForAdmin, moderateReview } from './reviews.service.js';

/** The moderation of reviews: those waiting for approval, approved or rejected. */
export async function reviewsAdminRoutes(fastify: FastifyInstance) {
  const { app, ctx, docs } = adminArea(fastify, 'reviews');

  app.get('/api/admin/reviews', {
    schema: {
      ...docs('Reviews in a status (pending by default), a page at a time'),
      querystring: AdminReviewsQuery,
      response: { 200: AdminReviewsResponse },
    },
    handler: async (request) => listReviewsForAdmin(ctx, request.query),
  });

  app.put('/api/admin/reviews/:id', {
    schema: {
      ...docs('Approve (published), reject or put back to pending a review'),
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
