import {
  AdminOrderDetailResponse,
  AdminOrderFilters,
  AdminOrderListQuery,
  AdminOrderListResponse,
  ExportLanguageQuery,
  OrderParams,
} from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../../plugins/auth.js';
import { getOrderDetail, listOrders } from './orders-admin.service.js';
import { ORDERS_EXPORT_FILE_NAME, streamOrdersWorkbook } from './orders-export.js';

const bearer = [{ bearerAuth: [] }];
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The back office's orders: the list of /ordini, its Excel export, and one order's page. Admins only. */
export async function ordersAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  app.addHook('onRequest', requireAdmin);

  app.get('/api/orders', {
    schema: {
      tags: ['orders', 'admin'],
      summary: 'Every order, newest first, 50 a page: search by customer or course, filter by status and period',
      security: bearer,
      querystring: AdminOrderListQuery,
      response: { 200: AdminOrderListResponse },
    },
    handler: async (request) => listOrders(ctx, request.query),
  });

  app.get('/api/orders/export.xlsx', {
    schema: {
      tags: ['orders', 'admin'],
      summary: 'The orders the same filters find, as an Excel file written while it is sent',
      security: bearer,
      querystring: AdminOrderFilters.extend(ExportLanguageQuery.shape),
    },
    handler: async (request, reply) => {
      const { lang, ...filters } = request.query;
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${ORDERS_EXPORT_FILE_NAME}"`)
        .type(XLSX_TYPE)
        .send(await streamOrdersWorkbook(ctx, filters, lang));
    },
  });

  app.get('/api/orders/:id/details', {
    schema: {
      tags: ['orders', 'admin'],
      summary: 'One order with its payments, refunds, withdrawal-waiver consent, receipt and the credits it granted',
      security: bearer,
      params: OrderParams,
      response: { 200: AdminOrderDetailResponse },
    },
    handler: async (request) => ({
      message: 'Success' as const,
      order: await getOrderDetail(ctx, request.params.id),
    }),
  });
}
