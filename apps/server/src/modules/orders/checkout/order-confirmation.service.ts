import { type SharedDetail, termsOfSalePath, withdrawalFunctionPath, withdrawalRightOf } from '@cammini/contract';
import type { AppContext } from '../../../context.js';
import type { Transaction } from '../../../db/client.js';
import { AppError, notFound } from '../../../lib/app-error.js';
import { addDays, businessDay } from '../../../lib/business-day.js';
import { CacheTag } from '../../../lib/cache-tags.js';
import { findSharedDetails, pairKey } from '../../banking/shared-identity.service.js';
import { creditEarning, withholdReferralCredit } from '../../earnings/earnings.service.js';
import { enqueueMail } from '../../mail/mail.service.js';
import type { PaymentProvider, ProviderCheckout } from '../../payments/payments.service.js';
import { getSettings } from '../../settings/settings.service.js';
import { isUnfulfilled, refundUnfulfilled } from '../refunds/unfulfilled-refund.service.js';
import { holdsSeat, lockCourseSeats, seatFree } from '../seats/seat-holds.js';
import { leaveWaitlist } from '../seats/waitlist.repository.js';
import { findCourseSchedule } from '../shared/course-schedule.repository.js';
import { coursePagePath, orderKind } from '../shared/order-links.js';
import {
  closeOpenOrder,
  findBookingWithBalanceDue,
  findBuyer,
  findCourseCancellationTerms,
  findFacilitatorUserId,
  findOpenOrder,
  findOrderById,
  insertEnrolment,
  lockOrder,
  markBalancePaid,
  type OrderRow,
  setOrderStatus,
  userOwnsProduct,
} from '../shared/orders.repository.js';
import { enqueueOwnerOrderNotice } from '../shared/owner-order-notice.js';
import { type PaidOrderFacts, receiptMail, type SaleCredits, saleNoticeMail } from './order-mails.js';

export interface Confirmation {
  order: OrderRow;
  /** True only for the one call that turned this order into a paid one. */
  newlyPaid: boolean;
}

export interface ConfirmOptions {
  /** Runs inside the transaction after every write, just before the commit (tests crash there). */
  beforeCommit?: () => Promise<void>;
  /**
   * A provider's notice (SumUp's webhook), which anyone can post: `admit` runs before its confirmation
   * starts and throws to refuse it (the notices' throttle, provider-notices.service.ts).
   */
  notice?: { admit: () => Promise<void> };
}

/** The provider's word is usable only for the checkout we created, for the amount we priced. */
function describesOrder(checkout: ProviderCheckout, order: OrderRow): boolean {
  return (
    (checkout.reference === null || checkout.reference === order.id) &&
    (checkout.amountCents === null || checkout.amountCents === order.amountCents) &&
    (checkout.currency === null || checkout.currency === order.currency)
  );
}

/** What the settling transaction decided, before the refund of an unfulfilled payment. */
type Settled = Confirmation & { unfulfilled?: boolean; seatsChanged?: boolean };

/** Confirmations of one order running in this process: later callers share the first one's outcome. */
const confirming = new Map<string, Promise<Confirmation>>();
/** Those started by a provider's notice: only other notices share them. */
const confirmingNotices = new Map<string, Promise<Confirmation>>();

/**
 * Confirms an order by asking its payment provider, never by trusting the caller: the page after the
 * card widget, the test card form and SumUp's webhook all come here. Concurrent confirmations of one
 * order in this process make one call to the provider and share its answer, so a burst of repeated
 * webhooks does not become a burst of calls to SumUp. The buyer's own confirmation never shares one a
 * notice started: that look-up may have left before the payment went through, and its "still pending"
 * would hold up the buyer who has just paid.
 */
export function confirmOrder(
  ctx: AppContext,
  provider: PaymentProvider,
  orderId: string,
  options: ConfirmOptions = {},
): Promise<Confirmation> {
  const { notice } = options;
  const running = confirming.get(orderId) ?? (notice ? confirmingNotices.get(orderId) : undefined);
  if (running) return running;
  const table = notice ? confirmingNotices : confirming;
  // Admitted inside the shared promise: notices arriving meanwhile share the admission and its look-up.
  const started = (async () => {
    await notice?.admit();
    return settleOrder(ctx, provider, orderId, options);
  })().finally(() => table.delete(orderId));
  table.set(orderId, started);
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
 * Whether confirming the order now calls its provider: to ask about an order awaiting it, or to try
 * again the refund of an unfulfilled payment (as settleOrder does). Provider notices are throttled on it.
 */
export const confirmationCallsProvider = (order: OrderRow): boolean =>
  isUnfulfilled(order) ? order.refundedAt === null : awaitsProvider(order);

/**
 * Idempotent and transactional: the order row is locked, and only an order still awaiting the provider
 * that the provider reports paid is settled, in the same transaction as its enrolment, its ledger credits
 * and its two e-mails. However many times and however concurrently an order is confirmed, that happens
 * once; a crash before the commit leaves the order untouched. The enrolment's unique key checks ownership
 * again at this point: a payment for a course the buyer already owns becomes a `duplicate`, with no
 * enrolment and no credit, and is refunded. So does a payment that arrives after its seat's hold lapsed,
 * or on an order already closed (cancelled when the checkout was replaced), when no seat is left
 * (`soldOut`): only an open order's live hold spares a payment the seat count. With a seat free, it is
 * enrolled as any other. The public pages are dropped when the seats they show changed.
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

  const result = await ctx.db.transaction(async (tx): Promise<Settled> => {
    // The course before the order, as every sale locks them (seat-holds.ts).
    const course = current.courseId === null ? undefined : await lockCourseSeats(tx, current.courseId);
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('Ordine non trovato');
    if (!awaitsProvider(order)) return { order, newlyPaid: false };
    // The public pages count an open order's hold while it is set; it ends as the order is settled.
    const holdShown = order.status === 'pending' && order.holdExpiresAt !== null;
    if (checkout.status === 'FAILED') {
      const failed = await setOrderStatus(tx, order.id, { status: 'failed' });
      return { order: failed, newlyPaid: false, seatsChanged: holdShown };
    }
    const paidAt = ctx.clock.now();
    if (order.payment === 'balance') {
      const settled = await settleBalance(ctx, tx, order, paidAt, course?.startDate ?? null);
      await options.beforeCommit?.();
      return settled;
    }
    // The buyer's open checkout of the course: this order, or the one that replaced it (the deposit
    // instead of the full price) and may hold their seat now. Its live hold is their seat; any other
    // payment is counted against the seats, and one that finds none left is refunded.
    const own = course && (await findOpenOrder(tx, order.userId, 'course', course.id));
    const claimant = { orderId: own?.id ?? order.id, userId: order.userId };
    const seatless =
      course !== undefined &&
      !(own && holdsSeat(own, paidAt)) &&
      !(await seatFree(tx, course, paidAt, claimant)) &&
      // A buyer who owns the course already is told so (a duplicate, below), not that the seats ran out.
      !(await userOwnsProduct(tx, order.userId, 'course', course.id));
    if (seatless) {
      // Paid after its hold lapsed or its order was closed, and the seat went to someone else meanwhile.
      const unfulfilled = await setOrderStatus(tx, order.id, { status: 'soldOut', paidAt });
      await options.beforeCommit?.();
      return { order: unfulfilled, newlyPaid: false, unfulfilled: true, seatsChanged: holdShown };
    }
    const enrolled = await insertEnrolment(tx, order);
    if (!enrolled && (order.courseId !== null || order.onlineCourseId !== null)) {
      const duplicate = await setOrderStatus(tx, order.id, { status: 'duplicate', paidAt });
      await options.beforeCommit?.();
      return { order: duplicate, newlyPaid: false, unfulfilled: true, seatsChanged: holdShown };
    }
    const paid = await setOrderStatus(tx, order.id, { status: 'paid', paidAt });
    // Bought: no longer waiting for a seat of it, nor holding another with the checkout this one replaced.
    if (order.courseId !== null) await leaveWaitlist(tx, order.courseId, order.userId);
    if (own && own.id !== order.id) await closeOpenOrder(tx, own.id, 'cancelled');
    await fulfil(ctx, tx, paid, { enrolled, startDate: course?.startDate ?? null });
    await options.beforeCommit?.();
    // An in-person course shows how many are enrolled; an online course's pages show no sale.
    return { order: paid, newlyPaid: true, seatsChanged: holdShown || (enrolled && order.courseId !== null) };
  });
  if (result.seatsChanged) ctx.publicCache.invalidate(CacheTag.courses);
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
  await sendPaymentMails(ctx, tx, paid, { buyer, credits, enrolled: true, startDate, contract: booking });
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
      : { referralCents: 0, memberCents: 0, referralWithheld: [] };
  await sendPaymentMails(ctx, tx, order, { buyer, credits, enrolled, startDate, contract: order });
}

async function sendPaymentMails(
  ctx: AppContext,
  tx: Transaction,
  order: OrderRow,
  details: {
    buyer: NonNullable<Awaited<ReturnType<typeof findBuyer>>>;
    credits: SaleCredits;
    enrolled: boolean;
    startDate: string | null;
    /** The order that made the contract: this one, or for a balance its deposit booking. */
    contract: OrderRow;
  },
): Promise<void> {
  const { buyer, credits, enrolled, contract } = details;
  const kind = orderKind(order);
  const settings = await getSettings(ctx, tx);
  const paidAt = order.paidAt ?? ctx.clock.now();
  const contractNumber = contract.number ?? contract.id;
  const facts: PaidOrderFacts = {
    orderId: order.id,
    orderNumber: order.number,
    title: order.courseTitle,
    online: kind === 'onlineCourse',
    amountCents: order.amountCents,
    currency: order.currency,
    paidAt,
    withdrawalWaiverAt: order.withdrawalWaiverAt,
    courseUrl: enrolled ? `${ctx.config.publicUrl}${coursePagePath(kind, order.courseTitle)}` : null,
    payment: order.payment,
    balanceDueCents: order.balanceDueCents,
    startDate: details.startDate,
    schedule: order.courseId === null ? null : await findCourseSchedule(tx, order.courseId),
    terms:
      order.termsVersion === null
        ? null
        : { version: order.termsVersion, url: `${ctx.config.publicUrl}${termsOfSalePath(order.termsVersion)}` },
    // The period runs from the day the contract was paid (a booking's deposit), its last day included.
    withdrawal: {
      right: withdrawalRightOf(kind, settings),
      days: settings.withdrawalPeriodDays,
      lastDay: addDays(businessDay(contract.paidAt ?? paidAt), settings.withdrawalPeriodDays),
      url: `${ctx.config.publicUrl}${withdrawalFunctionPath(contractNumber)}`,
      orderNumber: contractNumber,
    },
  };
  await enqueueMail(tx, receiptMail(buyer, facts, settings));
  await enqueueOwnerOrderNotice(ctx, tx, order.id, (to, orderUrl) =>
    saleNoticeMail(to, buyer, facts, credits, orderUrl),
  );
}

/**
 * The referrer whose invitation code the buyer used gets the affiliate share; the facilitator member
 * who authors the course, when a user account has that member's e-mail, gets the facilitator share.
 * Shares were copied onto the order when it was priced; zero shares and self-credits are skipped, and so
 * is a referral between accounts that share an IBAN, a codice fiscale or an identity document (one
 * person inviting themselves): both accounts are told, the owner's notice says which detail.
 * `grantedAt` is the moment the course became paid in full: the credits wait from then until the sale
 * is final, by the course's cancellation terms as they are now (read under the course's lock, which
 * every sale and every edit of the course takes).
 */
export async function creditEarnings(
  ctx: AppContext,
  tx: Transaction,
  order: OrderRow,
  buyer: { id: number; referrerId: number | null },
  grantedAt: Date,
): Promise<SaleCredits> {
  let referralCents = 0;
  let memberCents = 0;
  let referralWithheld: SharedDetail[] = [];
  const accountUrl = `${ctx.config.publicUrl}/utente`;
  const course = order.courseId === null ? null : await findCourseCancellationTerms(tx, order.courseId);
  const sale = { grantedAt, course: course ?? null };
  if (buyer.referrerId !== null && buyer.referrerId !== buyer.id && order.affiliateCents > 0) {
    const credit = {
      userId: buyer.referrerId,
      kind: 'referral' as const,
      amountCents: order.affiliateCents,
      orderId: order.id,
      courseTitle: order.courseTitle,
    };
    const pair = [buyer.referrerId, buyer.id] as const;
    referralWithheld = (await findSharedDetails(tx, [pair])).get(pairKey(...pair)) ?? [];
    if (referralWithheld.length > 0) {
      await withholdReferralCredit(tx, { ...credit, buyerId: buyer.id }, accountUrl);
    } else {
      await creditEarning(tx, credit, sale, accountUrl);
      referralCents = order.affiliateCents;
    }
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
      sale,
      accountUrl,
    );
    memberCents = order.facilitatorCents;
  }
  return { referralCents, memberCents, referralWithheld };
}
