import type { FastifyInstance } from 'fastify';
import { mediaRoutes } from './media.routes.js';

/** The admin's uploads of pictures, videos and documents. */
export async function mediaModule(app: FastifyInstance) {
  await app.register(mediaRoutes);
}
