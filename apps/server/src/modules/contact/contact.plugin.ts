import type { FastifyInstance } from 'fastify';
import { contactRoutes } from './contact.routes.js';
import { inboxAdminRoutes } from './inbox.admin.routes.js';

/** The contact form and the admin's inbox. */
export async function contactModule(app: FastifyInstance) {
  await app.register(contactRoutes);
  await app.register(inboxAdminRoutes);
}
