import { CustomerListResponse } from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/auth.js';
import { listCustomers } from './customers.service.js';

/** The customer table of /clienti (the same screen's document review is in documents.admin.routes.ts). */
export async function customersAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  app.addHook('onRequest', requireAdmin);

  app.get('/api/clienti', {
    schema: {
      tags: ['customers', 'admin'],
      summary: 'One row per paid purchase, plus one per customer without purchases; newest first',
      security: [{ bearerAuth: [] }],
      response: { 200: CustomerListResponse },
    },
    handler: async () => listCustomers(ctx),
  });
}
