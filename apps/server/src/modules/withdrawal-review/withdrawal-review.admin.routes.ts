import {
  AdminWithdrawalListResponse,
  UpdateWithdrawalStatusBody,
  UpdateWithdrawalStatusResponse,
} from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/auth.js';
import { changeWithdrawalStatus, listWithdrawals } from './withdrawal-review.service.js';

/** The back office's withdrawal list (/pagamenti) and its status changes. */
export async function withdrawalReviewAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  // Checked on request, before the body is parsed: a stranger learns nothing from validation errors.
  app.addHook('onRequest', requireAdmin);

  app.get('/get/withdrawals', {
    schema: {
      tags: ['withdrawals', 'admin'],
      summary: 'Every withdrawal request with its customer, newest first',
      security: [{ bearerAuth: [] }],
      response: { 200: AdminWithdrawalListResponse },
    },
    handler: async () => listWithdrawals(ctx),
  });

  app.put('/api/withdraw', {
    schema: {
      tags: ['withdrawals', 'admin'],
      summary: 'Set the status of a withdrawal request; reinstating a cancelled one needs the balance to cover it',
      security: [{ bearerAuth: [] }],
      body: UpdateWithdrawalStatusBody,
      response: { 200: UpdateWithdrawalStatusResponse },
    },
    handler: async (request) => {
      await changeWithdrawalStatus(ctx, request.body);
      return { success: true as const, message: 'Success' as const };
    },
  });
}
