import type { OrderSummary } from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/app-error.js';
import { centsToEuros } from '../../lib/money.js';
import type { SessionContext } from '../accounts/sessions.repository.js';
import { CacheTag } from '../catalogue/public-reply.js';
import type { PaymentProvider } from '../payments/payment-provider.js';
import { type Confirmation, confirmOrder } from './order-confirmation.service.js';
import { coursePagePath, orderKind } from './order-links.js';
import { findOrderByCheckout, findOrderById, type OrderRow, userOwnsProduct } from './orders.repository.js';

export function toOrderSummary(order: OrderRow): OrderSummary {
  const kind = orderKind(order);
  const courseStillThere = order.courseId !== null || order.onlineCourseId !== null;
  return {
    id: order.id,
    status: order.status,
    kind,
    title: order.courseTitle,
    amount: centsToEuros(order.amountCents),
    currency: order.currency,
    link: order.status === 'paid' && courseStillThere ? coursePagePath(kind, order.courseTitle) : null,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    withdrawalWaiverAt: order.withdrawalWaiverAt?.toISOString() ?? null,
  };
}

/** A customer sees only their own orders; someone else's id is answered as unknown. */
async function findOwnOrder(ctx: AppContext, session: SessionContext, orderId: string): Promise<OrderRow> {
  const order = await findOrderById(ctx.db, orderId);
  if (!order || order.userId !== session.userId) throw notFound('Ordine non trovato');
  return order;
}

export async function getOwnOrder(ctx: AppContext, session: SessionContext, orderId: string): Promise<OrderSummary> {
  return toOrderSummary(await findOwnOrder(ctx, session, orderId));
}

/** Confirms through the provider; a new enrolment changes the public courses' counts, so their cache goes. */
export async function confirmAndPublish(
  app: FastifyInstance,
  payments: PaymentProvider,
  orderId: string,
): Promise<Confirmation> {
  const confirmation = await confirmOrder(app.ctx, payments, orderId);
  if (confirmation.newlyPaid && app.hasDecorator('publicCache')) app.publicCache.invalidate(CacheTag.courses);
  return confirmation;
}

export async function confirmOwnOrder(
  app: FastifyInstance,
  payments: PaymentProvider,
  session: SessionContext,
  orderId: string,
): Promise<OrderSummary> {
  await findOwnOrder(app.ctx, session, orderId);
  return toOrderSummary((await confirmAndPublish(app, payments, orderId)).order);
}

/** The order behind a provider's checkout id, if it is ours. */
export const findOrderOfCheckout = (ctx: AppContext, payments: PaymentProvider, checkoutId: string) =>
  findOrderByCheckout(ctx.db, payments.name, checkoutId);

/** Whether a customer bought a course (an enrolment exists). */
export const ownsProduct = (ctx: AppContext, userId: number, kind: 'course' | 'onlineCourse', productId: number) =>
  userOwnsProduct(ctx.db, userId, kind, productId);
