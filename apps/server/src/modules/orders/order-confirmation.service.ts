import type { AppContext } from '../../context.js';
import type { Transaction } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { creditEarning } from '../earnings/earnings.service.js';
import { enqueueMail } from '../mail/mail.service.js';
import type { PaymentProvider, ProviderCheckout } from '../payments/payments.service.js';
import { getNoticeAddress, getSettings } from '../settings/settings.service.js';
import { coursePagePath, orderKind } from './order-links.js';
import { type PaidOrderFacts, receiptMail, saleNoticeMail } from './order-mails.js';
import {
  findBookingWithBalanceDue,
  findBuyer,
  findFacilitatorUserId,
  findOrderById,
  insertEnrolment,
  lockOrder,
  markBalancePaid,
  type OrderRow,
  setOrderStatus,
} from './orders.repository.js';
import { holdsSeat, lockCourseSeats, seatFree } from './seat-holds.js';
import { isUnfulfilled, refundUnfulfilled } from './unfulfilled-refund.service.js';
import { leaveWaitlist } from './waitlist.repository.js';

export interface Confirmation {
  order: OrderRow;
  /** True only for the one call that turned this order into a paid one. */
  newlyPaid: boolean;
}

export interface ConfirmOptions {
  /** Runs inside the transaction after every write, just before the commit (tests crash there). */
  beforeCommit?: () => Promise<void>;
}

/** The provider's word is usable only for the checkout we created, for the amount we priced. */
function describesOrder(checkout: ProviderCheckout, order: OrderRow): boolean {
  return (
    (checkout.reference === null || checkout.reference === order.id) &&
    (checkout.amountCents === null || checkout.amountCents === order.amountCents) &&
    (checkout.currency === null || checkout.currency === order.currency)
  );
}

/** Confirmations of one order running in this process: later callers share the first one's outcome. */
const confirming = new Map<string, Promise<Confirmation>>();

/**
 * Confirms an order by asking its payment provider, never by trusting the caller: the page after the
 * card widget, the test card form and SumUp's webhook all come here. Concurrent confirmations of one
 * order in this process make one call to the provider and share its answer, so a burst of repeated
 * webhooks does not become a burst of calls to SumUp.
 */
export function confirmOrder(
  ctx: AppContext,
  provider: PaymentProvider,
  orderId: string,
  options: ConfirmOptions = {},
): Promise<Confirmation> {
  const running = confirming.get(orderId);
  if (running) return running;
  const started = settleOrder(ctx, provider, orderId, options).finally(() => confirming.delete(orderId));
  confirming.set(orderId, started);
  return started;
}

/**
 * Whether the provider still has something to tell about an order: an open one, and a cancelled one
 * whose checkout may still be paid in a page left open (older open duplicates were cancelled when one
 * open checkout per course became the rule). Paid, failed and refunded duplicates are settled: they are
 * answered without asking the provider.
 */
const awaitsProvider = (order: OrderRow) => order.status === 'pending' || order.status === 'cancelled';

/**
 * Idempotent and transactional: the order row is locked, and only an order still awaiting the provider
 * that the provider reports paid is settled, in the same transaction as its enrolment, its ledger credits
 * and its two e-mails. However many times and however concurrently an order is confirmed, that happens
 * once; a crash before the commit leaves the order untouched. The enrolment's unique key checks ownership
 * again at this point: a payment for a course the buyer already owns becomes a `duplicate`, with no
 * enrolment and no credit, and is refunded. So does a payment that arrives after its seat's hold lapsed
 * when no seat is left (`soldOut`); with a seat free, it is enrolled as any other.
 */
async function settleOrder(
  ctx: AppContext,
  provider: PaymentProvider,
  orderId: string,
  options: ConfirmOptions,
): Promise<Confirmation> {
  const current = await findOrderById(ctx.db, orderId);
  if (!current) throw notFound('Ordine non trovato');
  if (!current.providerCheckoutId || current.provider !== provider.name) return { order: current, newlyPaid: false };
  if (isUnfulfilled(current)) {
    return { order: await refundUnfulfilled(ctx, provider, current, false), newlyPaid: false };
  }
  if (!awaitsProvider(current)) return { order: current, newlyPaid: false };
  const checkout = await provider.getCheckout(current.providerCheckoutId);
  if (checkout.status === 'PENDING') return { order: current, newlyPaid: false };
  if (!describesOrder(checkout, current)) {
    // Never grant a course for a payment that does not match the order: logged (5xx) for the owner to look at.
    throw new AppError(
      'PAYMENT_UNAVAILABLE',
      "Il pagamento non corrisponde all'ordine: scrivici dalla pagina Contatti.",
    );
  }

  const result = await ctx.db.transaction(async (tx): Promise<Confirmation & { unfulfilled?: boolean }> => {
    // The course before the order, as every sale locks them (seat-holds.ts).
    const course = current.courseId === null ? undefined : await lockCourseSeats(tx, current.courseId);
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('Ordine non trovato');
    if (!awaitsProvider(order)) return { order, newlyPaid: false };
    if (checkout.status === 'FAILED')
      return { order: await setOrderStatus(tx, order.id, { status: 'failed' }), newlyPaid: false };
    const paidAt = ctx.clock.now();
    if (order.payment === 'balance') {
      const settled = await settleBalance(ctx, tx, order, paidAt, course?.startDate ?? null);
      await options.beforeCommit?.();
      return settled;
    }
    const claimant = { orderId: order.id, userId: order.userId };
    if (course && !holdsSeat(order, paidAt) && !(await seatFree(tx, course, paidAt, claimant))) {
      // Paid after its hold lapsed, and the seat went to someone else meanwhile.
      const unfulfilled = await setOrderStatus(tx, order.id, { status: 'soldOut', paidAt });
      await options.beforeCommit?.();
      return { order: unfulfilled, newlyPaid: false, unfulfilled: true };
    }
    const enrolled = await insertEnrolment(tx, order);
    if (!enrolled && (order.courseId !== null || order.onlineCourseId !== null)) {
      const duplicate = await setOrderStatus(tx, order.id, { status: 'duplicate', paidAt });
      await options.beforeCommit?.();
      return { order: duplicate, newlyPaid: false, unfulfilled: true };
    }
    const paid = await setOrderStatus(tx, order.id, { status: 'paid', paidAt });
    // Bought: no longer waiting for a seat of it.
    if (order.courseId !== null) await leaveWaitlist(tx, order.courseId, order.userId);
    await fulfil(ctx, tx, paid, { enrolled, startDate: course?.startDate ?? null });
    await options.beforeCommit?.();
    return { order: paid, newlyPaid: true };
  });
  if (result.unfulfilled) {
    return { order: await refundUnfulfilled(ctx, provider, result.order, true), newlyPaid: false };
  }
  if (result.newlyPaid) ctx.mail.nudge();
  return { order: result.order, newlyPaid: result.newlyPaid };
}

/**
 * The balance of a deposit booking, paid: the booking owes nothing more, and being paid in full now, its
 * referral and member credits are granted. A balance payment for a booking that no longer owes it (the
 * admin recorded it as paid on site meanwhile) is refunded like a duplicate.
 */
async function settleBalance(
  ctx: AppContext,
  tx: Transaction,
  order: OrderRow,
  paidAt: Date,
  startDate: string | null,
): Promise<Confirmation & { unfulfilled?: boolean }> {
  const due = order.courseId === null ? undefined : await findBookingWithBalanceDue(tx, order.userId, order.courseId);
  const booking = due && (await lockOrder(tx, due.id));
  if (!booking || booking.balanceDueCents !== order.amountCents) {
    return {
      order: await setOrderStatus(tx, order.id, { status: 'duplicate', paidAt }),
      newlyPaid: false,
      unfulfilled: true,
    };
  }
  await markBalancePaid(tx, booking.id, { paidAt, onSite: false });
  const paid = await setOrderStatus(tx, order.id, { status: 'paid', paidAt });
  const buyer = await findBuyer(tx, order.userId);
  if (!buyer) throw new Error(`buyer ${order.userId} of order ${order.id} not found`);
  const credits = await creditEarnings(ctx, tx, booking, buyer, paidAt);
  await sendPaymentMails(ctx, tx, paid, { buyer, credits, enrolled: true, startDate });
  return { order: paid, newlyPaid: true };
}

/**
 * Credits and the receipt and sale notice of a paid order; `enrolled` is false when its course is gone.
 * Credits are granted once a course is paid in full: for a deposit booking, when its balance is paid.
 */
async function fulfil(
  ctx: AppContext,
  tx: Transaction,
  order: OrderRow,
  { enrolled, startDate }: { enrolled: boolean; startDate: string | null },
): Promise<void> {
  const buyer = await findBuyer(tx, order.userId);
  if (!buyer) throw new Error(`buyer ${order.userId} of order ${order.id} not found`);
  const credits =
    enrolled && order.payment === 'full'
      ? await creditEarnings(ctx, tx, order, buyer, order.paidAt ?? ctx.clock.now())
      : { referralCents: 0, memberCents: 0 };
  await sendPaymentMails(ctx, tx, order, { buyer, credits, enrolled, startDate });
}

async function sendPaymentMails(
  ctx: AppContext,
  tx: Transaction,
  order: OrderRow,
  details: {
    buyer: NonNullable<Awaited<ReturnType<typeof findBuyer>>>;
    credits: { referralCents: number; memberCents: number };
    enrolled: boolean;
    startDate: string | null;
  },
): Promise<void> {
  const { buyer, credits, enrolled } = details;
  const kind = orderKind(order);
  const facts: PaidOrderFacts = {
    orderId: order.id,
    title: order.courseTitle,
    online: kind === 'onlineCourse',
    amountCents: order.amountCents,
    currency: order.currency,
    paidAt: order.paidAt ?? ctx.clock.now(),
    withdrawalWaiverAt: order.withdrawalWaiverAt,
    courseUrl: enrolled ? `${ctx.config.publicUrl}${coursePagePath(kind, order.courseTitle)}` : null,
    payment: order.payment,
    balanceDueCents: order.balanceDueCents,
    startDate: details.startDate,
  };
  await enqueueMail(tx, receiptMail(buyer, facts, await getSettings(ctx, tx)));
  await enqueueMail(tx, saleNoticeMail(await getNoticeAddress(ctx, tx), buyer, facts, credits));
}

/**
 * The referrer whose invitation code the buyer used gets the affiliate share; the facilitator member
 * who authors the course, when a user account has that member's e-mail, gets the facilitator share.
 * Shares were copied onto the order when it was priced; zero shares and self-credits are skipped.
 * `grantedAt` is the moment the course became paid in full: the credits wait their period from then.
 */
export async function creditEarnings(
  ctx: AppContext,
  tx: Transaction,
  order: OrderRow,
  buyer: { id: number; referrerId: number | null },
  grantedAt: Date,
): Promise<{ referralCents: number; memberCents: number }> {
  let referralCents = 0;
  let memberCents = 0;
  if (buyer.referrerId !== null && buyer.referrerId !== buyer.id && order.affiliateCents > 0) {
    await creditEarning(
      tx,
      {
        userId: buyer.referrerId,
        kind: 'referral',
        amountCents: order.affiliateCents,
        orderId: order.id,
        courseTitle: order.courseTitle,
      },
      grantedAt,
      `${ctx.config.publicUrl}/utente`,
    );
    referralCents = order.affiliateCents;
  }
  const facilitatorId = order.facilitatorCents > 0 ? await findFacilitatorUserId(tx, order) : null;
  if (facilitatorId !== null && facilitatorId !== buyer.id) {
    await creditEarning(
      tx,
      {
        userId: facilitatorId,
        kind: 'member',
        amountCents: order.facilitatorCents,
        orderId: order.id,
        courseTitle: order.courseTitle,
      },
      grantedAt,
      `${ctx.config.publicUrl}/utente`,
    );
    memberCents = order.facilitatorCents;
  }
  return { referralCents, memberCents };
}
