import { AdminSummaryResponse } from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/auth.js';
import { getAdminSummary } from './dashboard.service.js';

export async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  app.addHook('onRequest', requireAdmin);

  app.get('/api/admin/summary', {
    schema: {
      tags: ['dashboard', 'admin'],
      summary: "This month's sales and new customers, and what waits for the admin (Europe/Rome month)",
      security: [{ bearerAuth: [] }],
      response: { 200: AdminSummaryResponse },
    },
    handler: async () => getAdminSummary(ctx),
  });
}
