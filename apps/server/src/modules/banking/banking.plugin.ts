import type { FastifyInstance } from 'fastify';
import { bankingRoutes } from './banking.routes.js';

/** A customer's bank details, identity document and withdrawal requests. */
export async function bankingModule(app: FastifyInstance) {
  await app.register(bankingRoutes);
}
