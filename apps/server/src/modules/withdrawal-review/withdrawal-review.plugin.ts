import type { FastifyInstance } from 'fastify';
import { withdrawalReviewAdminRoutes } from './withdrawal-review.admin.routes.js';

/** The admin's review of withdrawal requests. */
export async function withdrawalReviewModule(app: FastifyInstance) {
  await app.register(withdrawalReviewAdminRoutes);
}
