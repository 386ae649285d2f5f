import {
  AdminOrderDetailResponse,
  AdminOrderFilters,
  AdminOrderListQuery,
  AdminOrderListResponse,
  ExportLanguageQuery,
  OrderParams,
} from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import { adminArea } from '../../../plugins/admin-area.js';
import { getOrderDetail, listOrders } from './orders-admin.service.js';
import { ORDERS_EXPORT_FILE_NAME, streamOrdersWorkbook } from './orders-export.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The back office's orders: the list of /ordini, its Excel export, and one order's page. Admins only. */
export async function ordersAdminRoutes(fastify: FastifyInstance) {
  const { app, ctx, docs } = adminArea(fastify, 'orders');

  app.get('/api/orders', {
    schema: {
      ...docs('Every order, newest first, 50 a page: search by customer or course, filter by status and period'),
      querystring: AdminOrderListQuery,
      response: { 200: AdminOrderListResponse },
    },
    handler: async (request) => listOrders(ctx, request.query),
  });

  app.get('/api/orders/export.xlsx', {
    schema: {
      ...docs('The orders the same filters find, as an Excel file written while it is sent'),
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
      ...docs('One order with its payments, refunds, withdrawal-waiver consent, receipt and the credits it granted'),
      params: OrderParams,
      response: { 200: AdminOrderDetailResponse },
    },
    handler: async (request) => ({
      message: 'Success' as const,
      order: await getOrderDetail(ctx, request.params.id),
    }),
  });
}
