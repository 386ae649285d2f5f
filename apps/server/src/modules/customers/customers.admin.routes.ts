import { CustomerListResponse, CustomerPageQuery, CustomerPageResponse, ExportLanguageQuery } from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import { adminArea } from '../../plugins/admin-area.js';
import { listCustomers, pageCustomers } from './customers.service.js';
import { CUSTOMERS_EXPORT_FILE_NAME, streamCustomersWorkbook } from './customers-export.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The customer table of /clienti (the same screen's document review is in documents.admin.routes.ts). */
export async function customersAdminRoutes(fastify: FastifyInstance) {
  const { app, ctx, docs } = adminArea(fastify, 'customers');

  app.get('/api/clienti', {
    schema: {
      ...docs(
        'One row per paid purchase, plus one per customer without purchases; newest first. With q or page: 50 a page, with the total',
      ),
      querystring: CustomerPageQuery,
      response: { 200: CustomerListResponse.or(CustomerPageResponse) },
    },
    // Without q and page it answers the whole array, as the original screen reads it.
    handler: async (request) =>
      request.query.q === undefined && request.query.page === undefined
        ? listCustomers(ctx)
        : pageCustomers(ctx, request.query),
  });

  app.get('/api/clienti/export.xlsx', {
    schema: {
      ...docs('clienti.xlsx, sheet Clienti: the whole customer table, written while it is sent'),
      querystring: ExportLanguageQuery,
    },
    handler: async (request, reply) => {
      const file = await streamCustomersWorkbook(ctx, request.query.lang);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${CUSTOMERS_EXPORT_FILE_NAME}"`)
        .type(XLSX_TYPE)
        .send(file);
    },
  });
}
