import { AdminSummaryResponse } from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import { adminArea } from '../../plugins/admin-area.js';
import { getAdminSummary } from './dashboard.service.js';

export async function dashboardRoutes(fastify: FastifyInstance) {
  const { app, ctx, docs } = adminArea(fastify, 'dashboard');

  app.get('/api/admin/summary', {
    schema: {
      ...docs("This month's sales and new customers, and what waits for the admin (Europe/Rome month)"),
      response: { 200: AdminSummaryResponse },
    },
    handler: async () => getAdminSummary(ctx),
  });
}
