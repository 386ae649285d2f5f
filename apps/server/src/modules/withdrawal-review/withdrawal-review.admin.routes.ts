import {
  AdminWithdrawalListResponse,
  UpdateWithdrawalStatusBody,
  UpdateWithdrawalStatusResponse,
} from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import { adminArea } from '../../plugins/admin-area.js';
import { changeWithdrawalStatus, listWithdrawals } from './withdrawal-review.service.js';

/** The back office's withdrawal list (/pagamenti) and its status changes. */
export async function withdrawalReviewAdminRoutes(fastify: FastifyInstance) {
  const { app, ctx, docs } = adminArea(fastify, 'withdrawals');

  app.get('/get/withdrawals', {
    schema: {
      ...docs('Every withdrawal request with its customer, newest first'),
      response: { 200: AdminWithdrawalListResponse },
    },
    handler: async () => listWithdrawals(ctx),
  });

  app.put('/api/withdraw', {
    schema: {
      ...docs('Set the status of a withdrawal request; reinstating a cancelled one needs the balance to cover it'),
      body: UpdateWithdrawalStatusBody,
      response: { 200: UpdateWithdrawalStatusResponse },
    },
    handler: async (request) => {
      await changeWithdrawalStatus(ctx, request.body);
      return { success: true as const, message: 'Success' as const };
    },
  });
}
