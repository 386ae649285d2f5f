import type { OrderSummary } from '@cammini/contract';
import { centsToEuros } from '@cammini/contract';
import type { AppContext } from '../../../context.js';
import { notFound } from '../../../lib/app-error.js';
import type { SessionContext } from '../../../lib/session-context.js';
import type { PaymentProvider, TestPaymentProvider } from '../../payments/payments.service.js';
import { coursePagePath, orderKind } from '../shared/order-links.js';
import { findOrderByCheckout, findOrderById, type OrderRow, userOwnsProduct } from '../shared/orders.repository.js';
import { alreadyOwned } from '../shared/sale-rules.js';
import { type Confirmation, confirmOrder } from './order-confirmation.service.js';

/** Where a bought course is followed (the viewer or the player): learning links owned courses there. */
export { coursePagePath };

export function toOrderSummary(order: OrderRow): OrderSummary {
  const kind = orderKind(order);
  const courseStillThere = order.courseId !== null || order.onlineCourseId !== null;
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    kind,
    title: order.courseTitle,
    amount: centsToEuros(order.amountCents),
    currency: order.currency,
    link: order.status === 'paid' && courseStillThere ? coursePagePath(kind, order.courseTitle) : null,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    withdrawalWaiverAt: order.withdrawalWaiverAt?.toISOString() ?? null,
    payment: order.payment,
    balanceDue: centsToEuros(order.balanceDueCents),
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

/**
 * Confirms through the provider. The confirmation itself drops the public courses' pages when the seats
 * they show changed (an in-person enrolment, a hold ended): once per settled order, however many callers
 * share it.
 */
export async function confirmAndPublish(
  ctx: AppContext,
  payments: PaymentProvider,
  orderId: string,
): Promise<Confirmation> {
  return confirmOrder(ctx, payments, orderId);
}

export async function confirmOwnOrder(
  ctx: AppContext,
  payments: PaymentProvider,
  session: SessionContext,
  orderId: string,
): Promise<OrderSummary> {
  await findOwnOrder(ctx, session, orderId);
  return toOrderSummary((await confirmAndPublish(ctx, payments, orderId)).order);
}

/** The order behind a provider's checkout id, if it is ours. */
export const findOrderOfCheckout = (ctx: AppContext, payments: PaymentProvider, checkoutId: string) =>
  findOrderByCheckout(ctx.db, payments.name, checkoutId);

/** Whether the buyer owns the order's course while this order is still open (so not through it). */
async function ownedThroughAnotherOrder(ctx: AppContext, order: OrderRow): Promise<boolean> {
  const productId = order.courseId ?? order.onlineCourseId;
  if (productId === null || !(await userOwnsProduct(ctx.db, order.userId, orderKind(order), productId))) return false;
  // A concurrent charge of this same checkout may have just paid it: that is not a second purchase.
  return (await findOrderById(ctx.db, order.id))?.status === 'pending';
}

/**
 * The test card form: charges the checkout of an open order of the caller, after checking again that the
 * caller does not own the course yet (bought meanwhile in another tab), then confirms as for any provider.
 * A checkout whose order is no longer open is not charged: its confirmation answers the order as it is.
 */
export async function chargeTestCheckout(
  ctx: AppContext,
  payments: TestPaymentProvider,
  session: SessionContext,
  charge: { checkoutId: string; card: { number: string; expiry: string } },
): Promise<OrderSummary> {
  const order = await findOrderOfCheckout(ctx, payments, charge.checkoutId);
  if (!order || order.userId !== session.userId) throw notFound('Pagamento non trovato');
  if (order.status === 'pending') {
    // A balance is paid for a course the customer owns already (booked with the deposit).
    if (order.payment !== 'balance' && (await ownedThroughAnotherOrder(ctx, order))) throw alreadyOwned();
    await payments.charge(charge.checkoutId, charge.card, ctx.clock.now());
  }
  return toOrderSummary((await confirmAndPublish(ctx, payments, order.id)).order);
}

/** Whether a customer bought a course (an enrolment exists). */
export const ownsProduct = (ctx: AppContext, userId: number, kind: 'course' | 'onlineCourse', productId: number) =>
  userOwnsProduct(ctx.db, userId, kind, productId);
