import type { FastifyInstance } from 'fastify';
import { geoRoutes } from './geo.routes.js';

/** Italian places for the address fields. */
export async function geoModule(app: FastifyInstance) {
  await app.register(geoRoutes);
}
