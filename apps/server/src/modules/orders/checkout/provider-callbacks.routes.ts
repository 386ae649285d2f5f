import { OrderResponse, TestChargeBody } from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentSession, requireUser } from '../../../plugins/auth.js';
import type { PaymentProvider, TestPaymentProvider } from '../../payments/payments.service.js';
import { chargeTestCheckout } from './orders.service.js';
import { providerNoticeConfirmer } from './provider-notices.service.js';

/**
 * SumUp's notices come in two shapes: the Checkouts API's `{ event_type, id }` and the newer
 * `{ event_type, payload: { checkout_id } }`. Only the checkout id is read; the status it may carry
 * is ignored, because anyone can post here.
 */
const SumUpWebhookBody = z
  .object({
    id: z.string().max(100).optional(),
    payload: z
      .object({ checkout_id: z.string().max(100).optional() })
      .loose()
      .optional(),
  })
  .loose();

/** SumUp's webhook: a signal to ask SumUp again, never trusted by itself. */
export async function sumUpWebhookRoutes(fastify: FastifyInstance, options: { payments: PaymentProvider }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const confirmFromNotice = providerNoticeConfirmer(app.ctx, options.payments);

  app.post('/api/payments/sumup/webhook', {
    schema: {
      tags: ['payments'],
      summary:
        "SumUp's checkout status notice: triggers the same server-side retrieval as the payment page, at most once per checkout every 30 s",
      body: SumUpWebhookBody,
    },
    config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const checkoutId = request.body.payload?.checkout_id ?? request.body.id;
      // Unknown ids get the same empty answer: the webhook tells a stranger nothing. A notice too soon
      // after the last look-up is refused with Retry-After; SumUp repeats it a minute later anyway.
      if (checkoutId) await confirmFromNotice(checkoutId);
      return reply.code(204).send();
    },
  });
}

/** The test provider's card form posts here; the outcome then goes through the same confirmation. */
export async function testPaymentRoutes(fastify: FastifyInstance, options: { payments: TestPaymentProvider }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { payments } = options;
  app.addHook('onRequest', requireUser);

  app.post('/api/payments/test/charge', {
    schema: {
      tags: ['payments'],
      summary: 'Test mode only: charge a test card (4242… pays, 4000 0000 0000 0002 is declined), then confirm',
      security: [{ bearerAuth: [] }],
      body: TestChargeBody,
      response: { 200: OrderResponse },
    },
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request) => ({
      message: 'Success' as const,
      order: await chargeTestCheckout(app.ctx, payments, await currentSession(request), {
        checkoutId: request.body.checkoutId,
        card: { number: request.body.cardNumber, expiry: request.body.expiry },
      }),
    }),
  });
}
