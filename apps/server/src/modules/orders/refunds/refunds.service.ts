import {
  CANCELLATION_MIN_DAYS_AHEAD,
  type CancelBookingResponse,
  centsToEuros,
  ErrorCode,
  eurosToCents,
  formatMoney,
  type RefundOrderResponse,
} from '@cammini/contract';
import type { AppContext } from '../../../context.js';
import { AppError, notFound } from '../../../lib/app-error.js';
import { businessDay } from '../../../lib/business-day.js';
import { CacheTag } from '../../../lib/cache-tags.js';
import { cancellableNow } from '../../../lib/sale-finality.js';
import type { SessionContext } from '../../../lib/session-context.js';
import { reverseCreditsOfOrder } from '../../earnings/earnings.service.js';
import { enqueueMail } from '../../mail/mail.service.js';
import type { PaymentProvider } from '../../payments/payments.service.js';
import { paymentUnavailable } from '../../payments/payments.service.js';
import { lockCourseSeats } from '../seats/seat-holds.js';
import { offerFreedSeats } from '../seats/waitlist.service.js';
import { findBuyer, findOrderById, lockOrder, type OrderRow } from '../shared/orders.repository.js';
import { enqueueOwnerOrderNotice } from '../shared/owner-order-notice.js';
import { settleWithdrawalOfOrder } from './contract-withdrawals.repository.js';
import { type OrderRefundFacts, orderRefundMail, orderRefundNoticeMail } from './order-refund-mails.js';
import {
  deleteEnrolmentOfOrder,
  findOwnBooking,
  insertOrderRefund,
  markOrderRefunded,
  type RefundClaim,
  type RefundRequester,
  releaseRefund,
  reserveRefund,
  selectOwnBookings,
  selectPaidBalanceOrders,
  settleRefundClaim,
  sumRecordedRefunds,
} from './refunds.repository.js';

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
    `Il rimborso supera quanto resta di ciò che l'ordine ha pagato: al massimo ${formatMoney(leftCents)}.`,
  );
const cancellationClosed = () =>
  new AppError(
    ErrorCode.CANCELLATION_CLOSED,
    `Questa prenotazione non si può più annullare dal sito: l'annullamento gratuito vale per i corsi che lo prevedono, fino a ${CANCELLATION_MIN_DAYS_AHEAD} giorni prima dell'inizio. Scrivici dalla pagina Contatti.`,
  );

/**
 * What may still be asked of a paid order: its amount less every refund recorded or still in flight
 * (`refunded_cents` counts both, so two refunds at once never ask for the same money).
 */
const leftToRefund = (order: OrderRow) => (order.status === 'paid' ? order.amountCents - order.refundedCents : 0);

export interface RefundRequest {
  orderId: string;
  /** Omitted: all that is left of what the order paid. */
  amountCents?: number;
  requestedBy: RefundRequester;
}

interface RefundDone {
  order: OrderRow;
  amountCents: number;
  /** What the order's recorded refunds add up to, this one included: money the provider gave back. */
  recordedCents: number;
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
 * Records a refund the provider made for `claim`. When the order's recorded refunds then add up to what
 * it paid it becomes `refunded`: the enrolment it made ends (so does the course's access and its seat),
 * its referral and member credits are reversed. The buyer gets an e-mail, the owner a notice, both with
 * what was given back. A refund of part keeps the enrolment and the credits. A balance order (the rest
 * of a deposit booking, paid by card) refunds only its money: the enrolment belongs to the booking.
 * Null when the claim was already settled.
 *
 * "Refunded in full" is decided from the recorded refunds alone, never from `refunded_cents`: that also
 * counts the claims of other refunds still in flight, which the provider may yet refuse (their amount is
 * then put back and the order must stay refundable, with its enrolment and credits).
 */
export async function recordRefund(ctx: AppContext, claim: RefundClaim, reference: string): Promise<RefundDone | null> {
  const refundedAt = ctx.clock.now();
  const done = await ctx.db.transaction(async (tx): Promise<RefundDone | null> => {
    // The course before the order, as every sale locks them (seat-holds.ts).
    const courseId = (await findOrderById(tx, claim.orderId))?.courseId ?? null;
    const course = courseId !== null ? await lockCourseSeats(tx, courseId) : undefined;
    let order = await lockOrder(tx, claim.orderId);
    if (!order) throw new Error(`order ${claim.orderId} vanished during its refund`);
    if (!(await settleRefundClaim(tx, claim.id))) return null;
    await insertOrderRefund(tx, {
      orderId: order.id,
      amountCents: claim.amountCents,
      requestedBy: claim.requestedBy,
      reference,
    });
    const recordedCents = await sumRecordedRefunds(tx, order.id);
    const full = recordedCents >= order.amountCents;
    let enrolmentEnded = false;
    let withdrawnCreditCents = 0;
    if (full) {
      order = await markOrderRefunded(tx, order.id);
      // A withdrawal made from the order is settled by it, unless cash paid on site is still owed.
      if (!order.balancePaidOnSite) await settleWithdrawalOfOrder(tx, order.id, refundedAt);
      if (order.payment !== 'balance') {
        enrolmentEnded = await deleteEnrolmentOfOrder(tx, order.id);
        const reversed = await reverseCreditsOfOrder(tx, order, refundedAt, `${ctx.config.publicUrl}/utente`);
        withdrawnCreditCents = reversed.reduce((sum, credit) => sum + credit.withdrawnCents, 0);
      }
    }
    const buyer = await findBuyer(tx, order.userId);
    if (buyer) {
      const facts: OrderRefundFacts = {
        orderId: order.id,
        orderNumber: order.number,
        title: order.courseTitle,
        amountCents: claim.amountCents,
        refundedCents: recordedCents,
        paidCents: order.amountCents,
        currency: order.currency,
        requestedBy: claim.requestedBy,
        enrolmentEnded,
        // A course that already started frees no seat anyone could take.
        seatFreed:
          enrolmentEnded &&
          course !== undefined &&
          (course.startDate === null || course.startDate >= businessDay(refundedAt)),
        withdrawnCreditCents,
        provider: order.provider,
        reference,
      };
      await enqueueMail(tx, orderRefundMail(buyer, facts));
      await enqueueOwnerOrderNotice(ctx, tx, order.id, (to, orderUrl) =>
        orderRefundNoticeMail(to, buyer, facts, orderUrl),
      );
    }
    return {
      order,
      amountCents: claim.amountCents,
      recordedCents,
      reference,
      refundedAt,
      freedCourseId: enrolmentEnded ? order.courseId : null,
    };
  });
  if (!done) return null;
  ctx.mail.nudge();
  if (done.freedCourseId !== null) {
    // A seat is free again: the waiting list is asked at once, then the public lists show the enrolment
    // gone (once: whether the seat stays free or is kept for the next in line, the count they show changed).
    const offered = await offerFreedSeats(ctx.db, refundedAt, ctx.config.publicUrl, [done.freedCourseId]);
    if (offered > 0) ctx.mail.nudge();
    ctx.publicCache.invalidate(CacheTag.courses);
  }
  return done;
}

const toRefundResponse = (done: RefundDone): RefundOrderResponse => ({
  id: done.order.id,
  number: done.order.number,
  status: done.order.status,
  amount: centsToEuros(done.order.amountCents),
  refundedNow: centsToEuros(done.amountCents),
  refunded: centsToEuros(done.recordedCents),
  // Another refund still in flight keeps its amount out of what may be asked now.
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

const givenBackAlready = new Set<string>([
  ErrorCode.ALREADY_REFUNDED,
  ErrorCode.NOTHING_TO_REFUND,
  ErrorCode.ORDER_NOT_PAID,
]);

/**
 * Gives back all that is left of what a contract paid: for a deposit booking its balances paid by card
 * first and the booking last, so a refusal of the provider leaves the booking in place and a retry
 * refunds nothing twice. Money another refund already returned (or is returning) is skipped, never asked
 * twice. Answers what these refunds gave back; a refusal of the provider is thrown.
 */
export async function refundWholeContract(
  ctx: AppContext,
  provider: PaymentProvider,
  order: Pick<OrderRow, 'id' | 'userId' | 'courseId' | 'payment'>,
  requestedBy: RefundRequester,
): Promise<number> {
  const balances =
    order.payment === 'deposit' && order.courseId !== null
      ? await selectPaidBalanceOrders(ctx.db, order.userId, order.courseId)
      : [];
  let refundedCents = 0;
  for (const orderId of [...balances.filter((balance) => leftToRefund(balance) > 0).map(({ id }) => id), order.id]) {
    try {
      refundedCents += (await refundOrder(ctx, provider, { orderId, requestedBy })).amountCents;
    } catch (error) {
      if (!(error instanceof AppError && givenBackAlready.has(error.code))) throw error;
    }
  }
  return refundedCents;
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
  const refundedCents = await refundWholeContract(ctx, provider, order, 'customer');
  return { title: course.title, refunded: centsToEuros(refundedCents) };
}
