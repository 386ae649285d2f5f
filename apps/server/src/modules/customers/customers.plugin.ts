import type { FastifyInstance } from 'fastify';
import { customersAdminRoutes } from './customers.admin.routes.js';
import { documentsAdminRoutes } from './documents.admin.routes.js';

/** The admin's list of customers and review of identity documents. */
export async function customersModule(app: FastifyInstance) {
  await app.register(customersAdminRoutes);
  await app.register(documentsAdminRoutes);
}
