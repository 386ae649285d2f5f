import type { AppContext } from '../../../context.js';
import { notFound } from '../../../lib/app-error.js';
import { CacheTag } from '../../../lib/cache-tags.js';
import type { SessionContext } from '../../../lib/session-context.js';
import { type PaymentProvider, paymentUnavailable } from '../../payments/payments.service.js';
import type { TermsAcceptance } from '../../terms/terms.service.js';
import {
  endHold,
  holdOfferedSeat,
  holdRefusal,
  holdsSeat,
  holdUntil,
  holdWindowStart,
  lockCourseSeats,
  takeHold,
} from '../seats/seat-holds.js';
import { offerFreeSeatsOfLockedCourse } from '../seats/seat-offers.js';
import {
  attachCheckout,
  cancelAbandonedOpening,
  closeOpenOrder,
  findOpenOrder,
  insertOpenOrder,
  lockOrder,
  type OrderRow,
  type ProductRow,
  setOrderStatus,
} from '../shared/orders.repository.js';
import type { Confirmation } from './order-confirmation.service.js';

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
  /** The terms of sale the buyer accepted for this checkout: the order records them. */
  terms: TermsAcceptance;
}

export type OpenOrder = OrderRow & { providerCheckoutId: string };

/**
 * What one request changed in the seats the public pages count as taken (holds still set, and seats kept
 * for waiting-list offers), and how many offers it made. Counted after each commit, published once.
 */
interface SeatChanges {
  shown: number;
  offered: number;
}

/** A transaction's part in SeatChanges, and the refusal it answers once committed. */
interface SeatOutcome {
  shown: number;
  offered: number;
  refusal?: Error;
}

/** Opening again found the order closed or replaced meanwhile: look again. */
type Again = 'again';

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
  const changes: SeatChanges = { shown: 0, offered: 0 };
  try {
    return await openOrReuse(ctx, provider, options, changes);
  } finally {
    publishSeatChanges(ctx, changes);
  }
}

/**
 * Seat offers are mailed at once; the public pages are dropped only when the seats they show changed.
 * Opening the same checkout again while it holds its seat changes nothing there: every rendered page on
 * every instance would be dropped for nothing.
 */
function publishSeatChanges(ctx: AppContext, { shown, offered }: SeatChanges): void {
  if (offered > 0) ctx.mail.nudge();
  if (shown !== 0) ctx.publicCache.invalidate(CacheTag.courses);
}

async function openOrReuse(
  ctx: AppContext,
  provider: PaymentProvider,
  options: OpenCheckoutOptions,
  changes: SeatChanges,
): Promise<OpenOrder> {
  const { product, session } = options;
  const deadline = Date.now() + OPENING_WAIT_MS;
  while (Date.now() < deadline) {
    const open = await findOpenOrder(ctx.db, session.userId, product.kind, product.id);
    const outcome = open
      ? await reusableOrder(ctx, provider, open, options, changes)
      : await newCheckout(ctx, provider, options, changes);
    if (outcome === 'wait') await sleep(OPENING_POLL_MS);
    else if (outcome !== 'again') return outcome;
  }
  // Another request kept the opening for longer than any provider call lasts: the customer may retry.
  throw paymentUnavailable();
}

/** The order as priced now, from the database, never from the browser. */
function newOrder(
  ctx: AppContext,
  provider: PaymentProvider,
  { product, pricing, session, terms }: OpenCheckoutOptions,
) {
  return {
    userId: session.userId,
    courseId: product.kind === 'course' ? product.id : null,
    onlineCourseId: product.kind === 'onlineCourse' ? product.id : null,
    courseTitle: product.title,
    ...pricing,
    currency: CURRENCY,
    provider: provider.name,
    withdrawalWaiverAt: product.kind === 'onlineCourse' ? ctx.clock.now() : null,
    termsVersion: terms.version,
    termsAcceptedAt: terms.acceptedAt,
  };
}

/** Whether the order takes a seat: a booking of a course with limited seats (a balance has its seat already). */
const takesSeat = ({ product, pricing }: Pick<OpenCheckoutOptions, 'product' | 'pricing'>) =>
  product.kind === 'course' && product.seats !== null && pricing.payment !== 'balance';

/** A new order with its provider checkout, replacing `replacing` when given; 'again' when another request won. */
async function newCheckout(
  ctx: AppContext,
  provider: PaymentProvider,
  options: OpenCheckoutOptions,
  changes: SeatChanges,
  replacing?: OrderRow,
): Promise<OpenOrder | Again> {
  const created = await placeOpenOrder(ctx, provider, options, changes, replacing);
  return created ? attachNewCheckout(ctx, provider, created, options, changes) : 'again';
}

/**
 * A new open order, or nothing when the customer already has one (opened concurrently) or the order it
 * replaces was closed meanwhile. For a course with limited seats the course is locked while a free seat is
 * counted and taken: first the waiting list is given the seats free for it, then the order holds one for
 * SEAT_HOLD_MINUTES, its first hold; with none free, or the customer's holds used up, it is refused and
 * the order it would replace stays as it was. An order replaced (another payment, another provider, or
 * opened before the hold window) is closed in the same step: the seat it holds passes to the new one,
 * never to the waiting list in between.
 */
async function placeOpenOrder(
  ctx: AppContext,
  provider: PaymentProvider,
  options: OpenCheckoutOptions,
  changes: SeatChanges,
  replacing?: OrderRow,
): Promise<OrderRow | undefined> {
  const values = newOrder(ctx, provider, options);
  if (!takesSeat(options)) {
    if (replacing && !(await closeOpenOrder(ctx.db, replacing.id, 'cancelled'))) return undefined;
    return insertOpenOrder(ctx.db, values, ctx.clock.now());
  }
  const { userId } = options.session;
  const placed = await ctx.db.transaction(async (tx): Promise<SeatOutcome & { order?: OrderRow }> => {
    const course = await lockCourseSeats(tx, options.product.id);
    if (!course) throw notFound('Corso non trovato');
    const now = ctx.clock.now();
    const current = replacing && (await lockOrder(tx, replacing.id));
    if (replacing && current?.status !== 'pending') return { shown: 0, offered: 0 };
    const offered = await offerFreeSeatsOfLockedCourse(tx, course, now, ctx.config.publicUrl);
    const refusal = await holdRefusal(tx, course, now, { orderId: current?.id, userId });
    if (refusal) return { shown: offered, offered, refusal };
    let shown = offered;
    if (current) {
      await closeOpenOrder(tx, current.id, 'cancelled');
      if (current.holdExpiresAt !== null) shown -= 1;
    }
    const order = await insertOpenOrder(tx, { ...values, holdExpiresAt: holdUntil(now), seatHolds: 1 }, now);
    if (order) shown += 1 - (await holdOfferedSeat(tx, order, now));
    return { order, shown, offered };
  });
  count(changes, placed);
  if (placed.refusal) throw placed.refusal;
  return placed.order;
}

const count = (changes: SeatChanges, outcome: SeatOutcome) => {
  changes.shown += outcome.shown;
  changes.offered += outcome.offered;
};

/**
 * An open order answered again whose hold lapsed takes a seat again, as a new hold would: under the
 * course's lock the waiting list is served first (the seat went back to the pool when the hold lapsed,
 * and whoever waits for it comes before a renewal), then a seat free for the customer and a hold left
 * within SEAT_HOLDS_PER_WINDOW are needed. Refused, the lapsed hold is cleared and the order stays open
 * without a seat. An order opened before the hold window is not renewed but replaced by a new one, so
 * that every hold falls within the window of some order and the cap cannot be outlived.
 */
async function keepSeat(
  ctx: AppContext,
  provider: PaymentProvider,
  order: OrderRow,
  options: OpenCheckoutOptions,
  changes: SeatChanges,
): Promise<OpenOrder | Again> {
  if (!takesSeat(options) || holdsSeat(order, ctx.clock.now())) return order as OpenOrder;
  if (order.createdAt <= holdWindowStart(ctx.clock.now())) {
    return newCheckout(ctx, provider, options, changes, order);
  }
  const renewed = await ctx.db.transaction(async (tx): Promise<SeatOutcome & { again?: true }> => {
    const course = await lockCourseSeats(tx, options.product.id);
    if (!course) throw notFound('Corso non trovato');
    const now = ctx.clock.now();
    const locked = await lockOrder(tx, order.id);
    // Paid meanwhile (the customer owns the course now), or closed: the next look finds what became of it.
    if (locked?.status === 'paid' || locked?.status === 'duplicate') {
      return { shown: 0, offered: 0, refusal: options.alreadyOwned() };
    }
    if (locked?.status !== 'pending') return { shown: 0, offered: 0, again: true };
    // Renewed meanwhile by a concurrent opening of the same checkout.
    if (holdsSeat(locked, now)) return { shown: 0, offered: 0 };
    const stillSet = locked.holdExpiresAt !== null ? 1 : 0;
    const offered = await offerFreeSeatsOfLockedCourse(tx, course, now, ctx.config.publicUrl);
    const refusal = await holdRefusal(tx, course, now, { orderId: locked.id, userId: locked.userId });
    if (refusal) {
      if (stillSet) await endHold(tx, locked.id);
      return { shown: offered - stillSet, offered, refusal };
    }
    await takeHold(tx, locked.id, holdUntil(now));
    return { shown: offered + 1 - stillSet - (await holdOfferedSeat(tx, locked, now)), offered };
  });
  count(changes, renewed);
  if (renewed.refusal) throw renewed.refusal;
  return renewed.again ? 'again' : (order as OpenOrder);
}

async function attachNewCheckout(
  ctx: AppContext,
  provider: PaymentProvider,
  order: OrderRow,
  { product, returnUrl }: OpenCheckoutOptions,
  changes: SeatChanges,
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
    // Nothing can be paid on an order without a checkout: it is closed (its hold with it) so the next
    // attempt opens a new one.
    await setOrderStatus(ctx.db, order.id, { status: 'failed' });
    if (order.holdExpiresAt !== null) changes.shown -= 1;
    throw error;
  }
}

/**
 * The open order answered again when its checkout can still be paid; 'wait' while another request is
 * still opening it; 'again' once it has been closed; a new order when it had to be replaced. A checkout
 * paid meanwhile is confirmed here, and the customer then owns the course.
 */
async function reusableOrder(
  ctx: AppContext,
  provider: PaymentProvider,
  open: OrderRow,
  options: OpenCheckoutOptions,
  changes: SeatChanges,
): Promise<OpenOrder | 'wait' | Again> {
  if (open.providerCheckoutId === null) {
    if (!(await cancelAbandonedOpening(ctx.db, open.id, ABANDONED_AFTER_SECONDS))) return 'wait';
    if (open.holdExpiresAt !== null) changes.shown -= 1;
    return 'again';
  }
  if (open.provider !== provider.name || open.payment !== options.pricing.payment) {
    // Opened with a provider no longer configured (its checkout cannot be confirmed here any more), or
    // for another payment (the deposit, now the full price): a new one replaces it. A payment still
    // made on the old one is confirmed all the same (a cancelled order still awaits its provider).
    return newCheckout(ctx, provider, options, changes, open);
  }
  const { order } = await options.confirm(open.id);
  if (order.status === 'pending') return keepSeat(ctx, provider, order, options, changes);
  if (order.status === 'paid' || order.status === 'duplicate') throw options.alreadyOwned();
  return 'again';
}
