import type { FastifyInstance } from 'fastify';
import { reviewsAdminRoutes } from './reviews.admin.routes.js';
import { reviewRoutes } from './reviews.routes.js';

/** Customers' reviews and their moderation. */
export async function reviewsModule(app: FastifyInstance) {
  await app.register(reviewRoutes);
  await app.register(reviewsAdminRoutes);
}
