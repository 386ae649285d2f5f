import {
  CheckoutItemQuery,
  CheckoutItemResponse,
  ConfirmPaymentBody,
  CreateCheckoutBody,
  CreateCheckoutResponse,
  OrderParams,
  OrderResponse,
  TitleParams,
} from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentSession, requireUser } from '../../../plugins/auth.js';
import { bearerRouteDocs } from '../../../plugins/route-docs.js';
import type { PaymentProvider } from '../../payments/payments.service.js';
import { createCheckout, getCheckoutItem } from './checkout.service.js';
import { confirmAndPublish, confirmOwnOrder, getOwnOrder } from './orders.service.js';

const docs = bearerRouteDocs('orders');

/** Buying: what is for sale, the checkout, the order's state, and its confirmation. Logged-in customers. */
export async function ordersRoutes(fastify: FastifyInstance, options: { payments: PaymentProvider }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { payments } = options;
  app.addHook('onRequest', requireUser);

  app.get('/api/checkout/:title', {
    schema: {
      ...docs('The course the payment page sells, priced by the server, and whether the caller owns it'),
      params: TitleParams,
      querystring: CheckoutItemQuery,
      response: { 200: CheckoutItemResponse },
    },
    handler: async (request) => ({
      ...(await getCheckoutItem(ctx, await currentSession(request), request.params.title, request.query.kind)),
      provider: payments.name,
    }),
  });

  app.post('/api/create-checkout', {
    schema: {
      ...docs('Price a course on the server, create the order and open a checkout with the payment provider'),
      body: CreateCheckoutBody,
      response: { 200: CreateCheckoutResponse },
    },
    config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    handler: async (request) =>
      createCheckout(ctx, payments, await currentSession(request), request.body, (orderId) =>
        confirmAndPublish(ctx, payments, orderId),
      ),
  });

  app.get('/api/orders/:id', {
    schema: {
      ...docs("One of the caller's orders (the success page shows what was bought)"),
      params: OrderParams,
      response: { 200: OrderResponse },
    },
    handler: async (request) => ({
      message: 'Success' as const,
      order: await getOwnOrder(ctx, await currentSession(request), request.params.id),
    }),
  });

  app.post('/api/payments/confirm', {
    schema: {
      ...docs('Ask the payment provider about an order of the caller and confirm it if paid (idempotent)'),
      body: ConfirmPaymentBody,
      response: { 200: OrderResponse },
    },
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request) => ({
      message: 'Success' as const,
      order: await confirmOwnOrder(ctx, payments, await currentSession(request), request.body.orderId),
    }),
  });
}
