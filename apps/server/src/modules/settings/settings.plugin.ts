import type { FastifyInstance } from 'fastify';
import { settingsRoutes } from './settings.routes.js';

/** The business's details and the rules it chooses. */
export async function settingsModule(app: FastifyInstance) {
  await app.register(settingsRoutes);
}
