import type { FastifyInstance } from 'fastify';
import { termsRoutes } from './terms.routes.js';

/** The terms of sale, each published version kept. */
export async function termsModule(app: FastifyInstance) {
  await app.register(termsRoutes);
}
