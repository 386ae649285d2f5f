import type { FastifyInstance } from 'fastify';
import type { createPaymentProvider } from '../payments/payments.service.js';
import { bookingsRoutes } from './back-office/bookings.routes.js';
import { ordersAdminRoutes } from './back-office/orders-admin.routes.js';
import { ordersRoutes } from './checkout/orders.routes.js';
import { sumUpWebhookRoutes, testPaymentRoutes } from './checkout/provider-callbacks.routes.js';
import { contractWithdrawalRoutes } from './refunds/contract-withdrawals.routes.js';
import { refundsRoutes } from './refunds/refunds.routes.js';
import { waitlistRoutes } from './seats/waitlist.routes.js';

/**
 * Checkout, orders and their confirmation, refunds and withdrawals from the contract, bookings, the
 * waiting lists of full courses and the admin's order list, with the payment provider PAYMENT_PROVIDER
 * names: SumUp's webhook exists only with sumup, the test card endpoint only with test.
 */
export async function ordersModule(
  app: FastifyInstance,
  options: { payments: ReturnType<typeof createPaymentProvider> },
) {
  const { payments } = options;
  await app.register(ordersAdminRoutes);
  await app.register(ordersRoutes, { payments });
  await app.register(waitlistRoutes);
  await app.register(bookingsRoutes);
  await app.register(refundsRoutes, { payments });
  await app.register(contractWithdrawalRoutes, { payments });
  if (payments.name === 'test') await app.register(testPaymentRoutes, { payments });
  else await app.register(sumUpWebhookRoutes, { payments });
}
