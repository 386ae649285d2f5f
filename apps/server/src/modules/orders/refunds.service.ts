import {
  CANCELLATION_MIN_DAYS_AHEAD,
  type CancelBookingResponse,
  ErrorCode,
  type RefundOrderResponse,
} from '@cammini/contract';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { addDays, businessDay } from '../../lib/business-day.js';
import { CacheTag } from '../../lib/cache-tags.js';
import { centsToEuros, eurosToCents } from '../../lib/money.js';
import type { SessionContext } from '../../lib/session-context.js';
import { reverseCreditsOfOrder } from '../earnings/earnings.service.js';
import { enqueueMail } from '../mail/mail.service.js';
import type { PaymentProvider } from '../payments/payments.service.js';
import { paymentUnavailable } from '../payments/payments.service.js';
import { getNoticeAddress } from '../settings/settings.service.js';
import { type OrderRefundFacts, orderRefundMail, orderRefundNoticeMail } from './order-refund-mails.js';
import { findBuyer, findOrderById, lockOrder, type OrderRow } from './orders.repository.js';
import {
  deleteEnrolmentOfOrder,
  findOwnBooking,
  insertOrderRefund,
  markOrderRefunded,
  type RefundClaim,
  releaseRefund,
  reserveRefund,
  selectOwnBookings,
  selectPaidBalanceOrders,
  settleRefundClaim,
} from './refunds.repository.js';
import { lockCourseSeats } from './seat-holds.js';
import { offerFreedSeats } from './waitlist.service.js';

const orderNotPaid = () =>
  new AppError(ErrorCode.ORDER_NOT_PAID, 'Solo un ordine pagato si può rimborsare: questo non ha incassato nulla.');
const alreadyRefunded = () =>
  new AppError(ErrorCode.ALREADY_REFUNDED, 'Questo ordine è già stato rimborsato per intero.');
const nothingToRefund = () =>
  new AppError(
    ErrorCode.NOTHING_TO_REFUND,
    "Non resta nulla da rimborsare su questo ordine: un altro rimborso l'ha già restituito (o lo sta restituendo ora).",
  );
const refundTooLarge = (leftCents: number) =>
  new AppError(
    ErrorCode.REFUND_TOO_LARGE,
    `Il rimborso supera quanto resta di ciò che l'ordine ha pagato: al massimo ${centsToEuros(leftCents).toFixed(2)} €.`,
  );
const cancellationClosed = () =>
  new AppError(
    ErrorCode.CANCELLATION_CLOSED,
    `Questa prenotazione non si può più annullare dal sito: l'annullamento gratuito vale per i corsi che lo prevedono, fino a ${CANCELLATION_MIN_DAYS_AHEAD} giorni prima dell'inizio. Scrivici dalla pagina Contatti.`,
  );

/** What is left to give back of a paid order. */
const leftToRefund = (order: OrderRow) => (order.status === 'paid' ? order.amountCents - order.refundedCents : 0);

export interface RefundRequest {
  orderId: string;
  /** Omitted: all that is left of what the order paid. */
  amountCents?: number;
  requestedBy: 'admin' | 'customer';
}

interface RefundDone {
  order: OrderRow;
  amountCents: number;
  reference: string;
  refundedAt: Date;
  /** The in-person course whose seat this refund freed, if any. */
  freedCourseId: number | null;
}

/**
 * Refunds a paid order, all or part of what is left of it, through the provider that took it. In three
 * steps, so that concurrent refunds of one order can never give back more than it paid, without holding
 * a database lock while the provider answers:
 * 1. under the order's row lock, the amount is checked against what is left and set aside in
 *    `refunded_cents` with a claim (a concurrent request then finds it gone: 409 NOTHING_TO_REFUND or
 *    REFUND_TOO_LARGE);
 * 2. the provider is asked; if it refuses, the amount is put back and nothing else changes (502);
 * 3. the refund is recorded (`recordRefund`).
 * If the process stops between 2 and 3, the claim stays: the reconciliation job settles it from what the
 * provider says it gave back (refund-reconciliation.service.ts), so the money is never given twice and
 * never left half-recorded.
 */
export async function refundOrder(
  ctx: AppContext,
  provider: PaymentProvider,
  request: RefundRequest,
): Promise<RefundDone> {
  const { claim, checkoutId, currency } = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, request.orderId);
    if (!order) throw notFound('Ordine non trovato');
    if (order.status === 'refunded') throw alreadyRefunded();
    if (order.status !== 'paid') throw orderNotPaid();
    const left = leftToRefund(order);
    if (left <= 0) throw nothingToRefund();
    const cents = request.amountCents ?? left;
    if (cents > left) throw refundTooLarge(left);
    if (!order.providerCheckoutId || order.provider !== provider.name) {
      throw new AppError(
        ErrorCode.PAYMENT_UNAVAILABLE,
        `Questo ordine è stato pagato con ${order.provider}, che il sito non usa più: rimborsalo dal pannello di quel fornitore.`,
      );
    }
    const claim = await reserveRefund(tx, {
      orderId: order.id,
      amountCents: cents,
      requestedBy: request.requestedBy,
      createdAt: ctx.clock.now(),
    });
    return { claim, checkoutId: order.providerCheckoutId, currency: order.currency };
  });

  let reference: string;
  try {
    ({ reference } = await provider.refund({ checkoutId, amountCents: claim.amountCents, currency }));
  } catch (error) {
    await ctx.db.transaction(async (tx) => {
      await lockOrder(tx, claim.orderId);
      await releaseRefund(tx, claim);
    });
    throw error instanceof AppError ? error : paymentUnavailable();
  }
  const done = await recordRefund(ctx, claim, reference);
  // Settled meanwhile by the reconciliation (only after a provider answer slower than its wait).
  if (!done)
    throw new AppError(ErrorCode.NOTHING_TO_REFUND, "Questo rimborso è già stato registrato: ricarica l'ordine.");
  return done;
}

/**
 * Records a refund the provider made for `claim`. When the order is then refunded in full it becomes
 * `refunded`: the enrolment it made ends (so does the course's access and its seat), its referral and
 * member credits are reversed. The buyer gets an e-mail, the owner a notice. A refund of part keeps the
 * enrolment and the credits. A balance order (the rest of a deposit booking, paid by card) refunds only
 * its money: the enrolment belongs to the booking. Null when the claim was already settled.
 */
export async function recordRefund(ctx: AppContext, claim: RefundClaim, reference: string): Promise<RefundDone | null> {
  const refundedAt = ctx.clock.now();
  const done = await ctx.db.transaction(async (tx): Promise<RefundDone | null> => {
    // The course before the order, as every sale locks them (seat-holds.ts).
    const courseId = (await findOrderById(tx, claim.orderId))?.courseId ?? null;
    if (courseId !== null) await lockCourseSeats(tx, courseId);
    let order = await lockOrder(tx, claim.orderId);
    if (!order) throw new Error(`order ${claim.orderId} vanished during its refund`);
    if (!(await settleRefundClaim(tx, claim.id))) return null;
    await insertOrderRefund(tx, {
      orderId: order.id,
      amountCents: claim.amountCents,
      requestedBy: claim.requestedBy,
      reference,
    });
    const full = order.refundedCents >= order.amountCents;
    let enrolmentEnded = false;
    if (full) {
      order = await markOrderRefunded(tx, order.id);
      if (order.payment !== 'balance') {
        enrolmentEnded = await deleteEnrolmentOfOrder(tx, order.id);
        await reverseCreditsOfOrder(tx, order.id, refundedAt);
      }
    }
    const buyer = await findBuyer(tx, order.userId);
    if (buyer) {
      const facts: OrderRefundFacts = {
        orderId: order.id,
        title: order.courseTitle,
        amountCents: claim.amountCents,
        refundedCents: order.refundedCents,
        paidCents: order.amountCents,
        currency: order.currency,
        requestedBy: claim.requestedBy,
        enrolmentEnded,
        provider: order.provider,
        reference,
      };
      await enqueueMail(tx, orderRefundMail(buyer, facts));
      await enqueueMail(tx, orderRefundNoticeMail(await getNoticeAddress(ctx, tx), buyer, facts));
    }
    return {
      order,
      amountCents: claim.amountCents,
      reference,
      refundedAt,
      freedCourseId: enrolmentEnded ? order.courseId : null,
    };
  });
  if (!done) return null;
  ctx.mail.nudge();
  if (done.freedCourseId !== null) {
    // A seat is free again: the public lists show it, and the waiting list is asked at once.
    ctx.publicCache.invalidate(CacheTag.courses);
    const offered = await offerFreedSeats(ctx.db, refundedAt, ctx.config.publicUrl, [done.freedCourseId]);
    if (offered > 0) {
      ctx.publicCache.invalidate(CacheTag.courses);
      ctx.mail.nudge();
    }
  }
  return done;
}

const toRefundResponse = (done: RefundDone): RefundOrderResponse => ({
  id: done.order.id,
  status: done.order.status,
  amount: centsToEuros(done.order.amountCents),
  refundedNow: centsToEuros(done.amountCents),
  refunded: centsToEuros(done.order.refundedCents),
  refundable: centsToEuros(leftToRefund(done.order)),
  reference: done.reference,
  refundedAt: done.refundedAt.toISOString(),
});

/** POST /api/orders/{id}/refund: the admin refunds `amount` euros (or all that is left) of a paid order. */
export async function refundOrderAsAdmin(
  ctx: AppContext,
  provider: PaymentProvider,
  orderId: string,
  amountEuros: number | undefined,
): Promise<RefundOrderResponse> {
  const amountCents = amountEuros === undefined ? undefined : eurosToCents(amountEuros);
  return toRefundResponse(await refundOrder(ctx, provider, { orderId, amountCents, requestedBy: 'admin' }));
}

/** Whether a booking's course lets its customer cancel today: free cancellation, and far enough ahead. */
const cancellableNow = (
  course: { freeCancellation: boolean; startDate: string | null; status: string },
  now: Date,
): boolean =>
  course.freeCancellation &&
  course.startDate !== null &&
  course.startDate > addDays(businessDay(now), CANCELLATION_MIN_DAYS_AHEAD);

/**
 * What a cancellation gives back for each booked course the customer may cancel now (by course id): the
 * rest of the booking's payment and of any balance paid by card.
 */
export async function cancellableBookings(ctx: AppContext, userId: number): Promise<Map<number, number>> {
  const now = ctx.clock.now();
  const [bookings, balances] = await Promise.all([
    selectOwnBookings(ctx.db, userId),
    selectPaidBalanceOrders(ctx.db, userId),
  ]);
  const offers = new Map<number, number>();
  for (const { course, order } of bookings) {
    if (order.status !== 'paid' || !cancellableNow(course, now)) continue;
    const paidBalances =
      order.payment === 'deposit' ? balances.filter((balance) => balance.courseId === course.id) : [];
    offers.set(course.id, leftToRefund(order) + paidBalances.reduce((sum, balance) => sum + leftToRefund(balance), 0));
  }
  return offers;
}

/**
 * POST /api/user/courses/{title}/cancel: the customer cancels their booking of an in-person course that
 * allows free cancellation and starts more than CANCELLATION_MIN_DAYS_AHEAD days after today (in Rome),
 * refunded in full. A balance paid by card is refunded first and the booking last, so a refusal of the
 * provider leaves the booking in place and the customer may try again: nothing is refunded twice.
 */
export async function cancelOwnBooking(
  ctx: AppContext,
  provider: PaymentProvider,
  session: SessionContext,
  title: string,
): Promise<CancelBookingResponse> {
  const booking = await findOwnBooking(ctx.db, session.userId, title);
  if (!booking) throw notFound('Prenotazione non trovata');
  const { course, order } = booking;
  if (order.status !== 'paid' || !cancellableNow(course, ctx.clock.now())) throw cancellationClosed();
  let refundedCents = 0;
  if (order.payment === 'deposit') {
    for (const balance of await selectPaidBalanceOrders(ctx.db, session.userId, course.id)) {
      if (leftToRefund(balance) <= 0) continue;
      refundedCents += (await refundOrder(ctx, provider, { orderId: balance.id, requestedBy: 'customer' })).amountCents;
    }
  }
  refundedCents += (await refundOrder(ctx, provider, { orderId: order.id, requestedBy: 'customer' })).amountCents;
  return { title: course.title, refunded: centsToEuros(refundedCents) };
}
