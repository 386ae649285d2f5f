import type { FastifyInstance } from 'fastify';
import { accountDataAdminRoutes, accountDataRoutes } from './account-data.routes.js';

/** A customer's data: its export and its erasure. */
export async function accountDataModule(app: FastifyInstance) {
  await app.register(accountDataRoutes);
  await app.register(accountDataAdminRoutes);
}
