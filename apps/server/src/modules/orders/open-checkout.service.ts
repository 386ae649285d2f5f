import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import type { SessionContext } from '../../lib/session-context.js';
import { type PaymentProvider, paymentUnavailable } from '../payments/payments.service.js';
import type { Confirmation } from './order-confirmation.service.js';
import {
  attachCheckout,
  cancelAbandonedOpening,
  closeOpenOrder,
  findOpenOrder,
  insertOpenOrder,
  type OrderRow,
  type ProductRow,
  setOrderStatus,
} from './orders.repository.js';
import { holdsSeat, holdUntil, lockCourseSeats, renewHold, seatFree, soldOut } from './seat-holds.js';
import { takeUpOffer } from './waitlist.repository.js';

export const CURRENCY = 'EUR';

/** How long a request waits for the checkout another request is opening for the same customer and course. */
const OPENING_WAIT_MS = 20_000;
const OPENING_POLL_MS = 100;
/** An order still without a checkout after this long was abandoned: the provider's call gives up after 15 s. */
const ABANDONED_AFTER_SECONDS = 30;

/** What an order charges and for what (checkout.service.ts priceOrder). */
export interface Pricing {
  payment: 'full' | 'deposit' | 'balance';
  amountCents: number;
  balanceDueCents: number;
  affiliateCents: number;
  facilitatorCents: number;
}

export interface OpenCheckoutOptions {
  product: ProductRow;
  pricing: Pricing;
  session: SessionContext;
  /** SumUp posts status changes here; null when it cannot reach us. */
  returnUrl: string | null;
  /** Confirms an order through the provider (the reused checkout may have been paid meanwhile). */
  confirm: (orderId: string) => Promise<Confirmation>;
  alreadyOwned: () => Error;
}

export type OpenOrder = OrderRow & { providerCheckoutId: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One open checkout per customer and course, so one card cannot be charged twice for it: opening it
 * again answers the same order and the same provider checkout while the provider still takes payment
 * on it. A checkout the provider reports failed or expired is closed and replaced by a new order. An order
 * of a course with limited seats holds one while it is open (seat-holds.ts). The
 * partial unique index on open orders settles concurrent openings, across instances too: the requests
 * that lose wait for the winner's checkout instead of opening their own.
 */
export async function openCheckout(ctx: AppContext, provider: PaymentProvider, options: OpenCheckoutOptions) {
  const { product, session } = options;
  const deadline = Date.now() + OPENING_WAIT_MS;
  while (Date.now() < deadline) {
    const open = await findOpenOrder(ctx.db, session.userId, product.kind, product.id);
    if (!open) {
      const created = await placeOpenOrder(ctx, provider, options);
      if (created) return attachNewCheckout(ctx, provider, created, options);
      continue;
    }
    const reused = await reusableOrder(ctx, provider, open, options);
    if (reused === 'wait') await sleep(OPENING_POLL_MS);
    else if (reused !== 'replace') return reused;
  }
  // Another request kept the opening for longer than any provider call lasts: the customer may retry.
  throw paymentUnavailable();
}

/** The order as priced now, from the database, never from the browser. */
function newOrder(ctx: AppContext, provider: PaymentProvider, { product, pricing, session }: OpenCheckoutOptions) {
  return {
    userId: session.userId,
    courseId: product.kind === 'course' ? product.id : null,
    onlineCourseId: product.kind === 'onlineCourse' ? product.id : null,
    courseTitle: product.title,
    ...pricing,
    currency: CURRENCY,
    provider: provider.name,
    withdrawalWaiverAt: product.kind === 'onlineCourse' ? ctx.clock.now() : null,
  };
}

/** Whether the order takes a seat: a booking of a course with limited seats (a balance has its seat already). */
const takesSeat = ({ product, pricing }: Pick<OpenCheckoutOptions, 'product' | 'pricing'>) =>
  product.kind === 'course' && product.seats !== null && pricing.payment !== 'balance';

/**
 * A new open order, or nothing when the customer already has one (opened concurrently). For a course
 * with limited seats the course is locked while a free seat is counted and taken: the order holds it for
 * SEAT_HOLD_MINUTES, and with none free the checkout is refused (409 SOLD_OUT).
 */
async function placeOpenOrder(ctx: AppContext, provider: PaymentProvider, options: OpenCheckoutOptions) {
  const values = newOrder(ctx, provider, options);
  if (!takesSeat(options)) return insertOpenOrder(ctx.db, values);
  const { userId } = options.session;
  return ctx.db.transaction(async (tx) => {
    const course = await lockCourseSeats(tx, options.product.id);
    if (!course) throw notFound('Corso non trovato');
    const now = ctx.clock.now();
    if (!(await seatFree(tx, course, now, { userId }))) throw soldOut();
    const order = await insertOpenOrder(tx, { ...values, holdExpiresAt: holdUntil(now) });
    if (order) await holdOfferedSeat(tx, order, now);
    return order;
  });
}

/**
 * A seat offered to the customer from the waiting list passes to their checkout, held as long as the
 * offer would have kept it (at least SEAT_HOLD_MINUTES).
 */
async function holdOfferedSeat(tx: Executor, order: OrderRow, now: Date): Promise<void> {
  if (order.courseId === null) return;
  const offeredUntil = await takeUpOffer(tx, order.courseId, order.userId, now);
  if (offeredUntil && offeredUntil > holdUntil(now)) await renewHold(tx, order.id, offeredUntil);
}

/** An open order answered again whose hold lapsed takes a seat again, if one is free. */
async function keepSeat(ctx: AppContext, order: OrderRow, options: OpenCheckoutOptions): Promise<OpenOrder> {
  const { product } = options;
  if (takesSeat(options) && !holdsSeat(order, ctx.clock.now())) {
    await ctx.db.transaction(async (tx) => {
      const course = await lockCourseSeats(tx, product.id);
      if (!course) throw notFound('Corso non trovato');
      const now = ctx.clock.now();
      if (!(await seatFree(tx, course, now, { orderId: order.id, userId: order.userId }))) throw soldOut();
      await renewHold(tx, order.id, holdUntil(now));
      await holdOfferedSeat(tx, order, now);
    });
  }
  return order as OpenOrder;
}

async function attachNewCheckout(
  ctx: AppContext,
  provider: PaymentProvider,
  order: OrderRow,
  { product, returnUrl }: OpenCheckoutOptions,
): Promise<OpenOrder> {
  try {
    const { checkoutId } = await provider.createCheckout({
      orderId: order.id,
      amountCents: order.amountCents,
      currency: order.currency,
      description: product.title,
      returnUrl,
    });
    const attached = await attachCheckout(ctx.db, order.id, checkoutId);
    if (!attached) throw paymentUnavailable();
    return attached as OpenOrder;
  } catch (error) {
    // Nothing can be paid on an order without a checkout: it is closed so the next attempt opens a new one.
    await setOrderStatus(ctx.db, order.id, { status: 'failed' });
    throw error;
  }
}

/**
 * The open order answered again when its checkout can still be paid; 'wait' while another request is
 * still opening it; 'replace' once it has been closed. A checkout paid meanwhile is confirmed here, and
 * the customer then owns the course.
 */
async function reusableOrder(
  ctx: AppContext,
  provider: PaymentProvider,
  open: OrderRow,
  options: OpenCheckoutOptions,
): Promise<OpenOrder | 'wait' | 'replace'> {
  if (open.providerCheckoutId === null) {
    return (await cancelAbandonedOpening(ctx.db, open.id, ABANDONED_AFTER_SECONDS)) ? 'replace' : 'wait';
  }
  if (open.provider !== provider.name || open.payment !== options.pricing.payment) {
    // Opened with a provider no longer configured (its checkout cannot be confirmed here any more), or
    // for another payment (the deposit, now the full price): a new one replaces it. A payment still
    // made on the old one is confirmed all the same (a cancelled order still awaits its provider).
    await closeOpenOrder(ctx.db, open.id, 'cancelled');
    return 'replace';
  }
  const { order } = await options.confirm(open.id);
  if (order.status === 'pending') return keepSeat(ctx, order, options);
  if (order.status === 'paid' || order.status === 'duplicate') throw options.alreadyOwned();
  return 'replace';
}
