import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health.routes.js';

/** Whether the server and its database answer. */
export async function healthModule(app: FastifyInstance) {
  await app.register(healthRoutes);
}
