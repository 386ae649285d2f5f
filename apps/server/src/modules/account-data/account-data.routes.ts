import { AccountDataExport, CustomerIdParams, DeleteAccountBody, DeleteAccountResponse } from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentSession, requireAdmin, requireUser } from '../../plugins/auth.js';
import { exportAccountData, exportFileName } from './account-data-export.service.js';
import { accountDeleter, eraseAccount } from './account-deletion.service.js';

/** The customer's own data: a copy of all of it, and the erasure of the account. */
export async function accountDataRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const deleteOwnAccount = accountDeleter(ctx);

  app.get('/api/user/export', {
    schema: {
      tags: ['accounts'],
      summary: 'Everything the site holds about the logged-in user, as a JSON download',
      security: [{ bearerAuth: [] }],
      response: { 200: AccountDataExport },
    },
    config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    onRequest: requireUser,
    handler: async (request, reply) => {
      const session = await currentSession(request);
      const data = await exportAccountData(ctx, session.userId);
      reply.header('content-disposition', `attachment; filename="${exportFileName(ctx.clock.now())}"`);
      reply.header('cache-control', 'no-store');
      return data;
    },
  });

  app.delete('/api/user/', {
    schema: {
      tags: ['accounts'],
      summary:
        'Delete the logged-in user’s account (needs the current password); orders and ledger keep name and tax code',
      security: [{ bearerAuth: [] }],
      body: DeleteAccountBody,
      response: { 200: DeleteAccountResponse },
    },
    config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    // Checked before the body is parsed: a stranger learns nothing from validation errors.
    onRequest: requireUser,
    handler: async (request) => {
      const session = await currentSession(request);
      await deleteOwnAccount({ userId: session.userId, currentPassword: request.body.currentPassword });
      return { message: 'Success' as const };
    },
  });
}

/** The admin erases a customer's account on the customer's written request: same rules, same effects. */
export async function accountDataAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  app.addHook('onRequest', requireAdmin);

  app.delete('/api/admin/customers/:id', {
    schema: {
      tags: ['customers', 'admin'],
      summary: 'Delete a customer’s account on their written request (same rules as their own deletion)',
      security: [{ bearerAuth: [] }],
      params: CustomerIdParams,
      response: { 200: DeleteAccountResponse },
    },
    handler: async (request) => {
      await eraseAccount(ctx, request.params.id);
      return { message: 'Success' as const };
    },
  });
}
