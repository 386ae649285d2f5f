import type { FastifyInstance } from 'fastify';
import { landingPageAdminRoutes } from './landing-pages.admin.routes.js';
import { landingPageRoutes } from './landing-pages.routes.js';

/** Landing pages: public reads and admin writes. */
export async function landingPagesModule(app: FastifyInstance) {
  await app.register(landingPageRoutes);
  await app.register(landingPageAdminRoutes);
}
