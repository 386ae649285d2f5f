import type { FastifyInstance } from 'fastify';
import type { createPaymentProvider } from '../payments/payments.service.js';
import { bookingsRoutes } from './bookings.routes.js';
import { ordersRoutes } from './orders.routes.js';
import { sumUpWebhookRoutes, testPaymentRoutes } from './provider-callbacks.routes.js';
import { refundsRoutes } from './refunds.routes.js';
import { waitlistRoutes } from './waitlist.routes.js';

/**
 * Checkout, orders and their confirmation, and the waiting lists of full courses, with the payment
 * provider PAYMENT_PROVIDER names:
 * SumUp's webhook exists only with sumup, the test card endpoint only with test.
 */
export async function commerceRoutes(
  app: FastifyInstance,
  options: { payments: ReturnType<typeof createPaymentProvider> },
) {
  const { payments } = options;
  await app.register(ordersRoutes, { payments });
  await app.register(waitlistRoutes);
  await app.register(bookingsRoutes);
  await app.register(refundsRoutes, { payments });
  if (payments.name === 'test') await app.register(testPaymentRoutes, { payments });
  else await app.register(sumUpWebhookRoutes, { payments });
}
