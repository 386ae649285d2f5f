import type { FastifyInstance } from 'fastify';
import { dashboardRoutes } from './dashboard.routes.js';

/** The admin's dashboard figures. */
export async function dashboardModule(app: FastifyInstance) {
  await app.register(dashboardRoutes);
}
