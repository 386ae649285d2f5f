import {
  CancelBookingResponse,
  OrderParams,
  RefundOrderBody,
  RefundOrderResponse,
  TitleParams,
} from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentSession, requireAdmin, requireUser } from '../../../plugins/auth.js';
import type { PaymentProvider } from '../../payments/payments.service.js';
import { cancelOwnBooking, refundOrderAsAdmin } from './refunds.service.js';

const bearer = [{ bearerAuth: [] }];

/** Refunds: the admin's, of any paid order, and the customer's cancellation of their own booking. */
export async function refundsRoutes(fastify: FastifyInstance, options: { payments: PaymentProvider }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { payments } = options;

  app.post('/api/orders/:id/refund', {
    // Checked on request, before the body is parsed: a stranger learns nothing from validation errors.
    onRequest: requireAdmin,
    schema: {
      tags: ['orders', 'admin'],
      summary:
        'Refund a paid order through its provider: `amount` euros, or omitted for the whole rest (409 ORDER_NOT_PAID, ALREADY_REFUNDED, NOTHING_TO_REFUND, REFUND_TOO_LARGE)',
      security: bearer,
      params: OrderParams,
      body: RefundOrderBody,
      response: { 200: RefundOrderResponse },
    },
    handler: async (request) => refundOrderAsAdmin(ctx, payments, request.params.id, request.body.amount),
  });

  app.post('/api/user/courses/:title/cancel', {
    onRequest: requireUser,
    // Each cancellation asks the payment provider: a slow pace keeps a looping client from hammering it.
    config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    schema: {
      tags: ['orders'],
      summary:
        "Cancel the caller's booking of an in-person course with free cancellation, more than 7 days before it starts, refunded in full (409 CANCELLATION_CLOSED)",
      security: bearer,
      params: TitleParams,
      response: { 200: CancelBookingResponse },
    },
    handler: async (request) => cancelOwnBooking(ctx, payments, await currentSession(request), request.params.title),
  });
}
