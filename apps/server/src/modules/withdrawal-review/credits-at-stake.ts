import type { ReversibleReason, WithdrawalReview } from '@cammini/contract';
import { centsToEuros } from '@cammini/contract';
import type { Executor } from '../../db/client.js';
import { cancellableNow, courseOver, withdrawableNow } from '../../lib/sale-finality.js';
import { findSharedDetails, pairKey } from '../banking/shared-identity.service.js';
import { listStandingCredits } from '../earnings/earnings.service.js';
import { selectSalesOfOrders } from './withdrawal-review.repository.js';

type Sale = Awaited<ReturnType<typeof selectSalesOfOrders>>[number];

/** Why a sale could still be undone at `now`, by the rules of sale-finality.ts; empty once it is final. */
function reversibleBecause(sale: Sale, now: Date): ReversibleReason[] {
  const reasons: ReversibleReason[] = [];
  if (sale.grantedAt && withdrawableNow(sale.grantedAt, now)) reasons.push('withdrawalPeriod');
  if (sale.courseId !== null) {
    const course = {
      freeCancellation: sale.freeCancellation ?? false,
      startDate: sale.startDate,
      endDate: sale.endDate,
    };
    if (cancellableNow(course, now)) reasons.push('cancellationOpen');
    if (!courseOver(course, now)) reasons.push('courseNotOver');
  }
  if (sale.refundInFlight) reasons.push('refundInFlight');
  return reasons;
}

const emptyReview = (): WithdrawalReview => ({
  reversible: { amount: 0, available: 0, credits: [] },
  sharedDetails: [],
});

/**
 * What the admin weighs before paying a customer's request out, for each of `userIds`, in three queries
 * however many. Of the customer's credits not reversed: those whose sale could still be reversed (the
 * course not over, a cancellation or withdrawal period still open, a refund in flight), so that a payout
 * would become a debt if it were; and the referral credits whose buyer's account shares an IBAN, a
 * codice fiscale or an identity document with the customer's now (details added after the credit, which
 * then earned what a referral to oneself never does).
 */
export async function reviewCreditsOf(
  db: Executor,
  userIds: number[],
  now: Date,
): Promise<Map<number, WithdrawalReview>> {
  const reviews = new Map(userIds.map((userId) => [userId, emptyReview()]));
  const credits = await listStandingCredits(db, userIds);
  const orderIds = [...new Set(credits.flatMap((credit) => (credit.orderId ? [credit.orderId] : [])))];
  const sales = new Map((await selectSalesOfOrders(db, orderIds)).map((sale) => [sale.id, sale]));
  const saleOf = (credit: (typeof credits)[number]) => (credit.orderId ? sales.get(credit.orderId) : undefined);
  const referrals = credits.flatMap((credit) => {
    const sale = saleOf(credit);
    return credit.kind === 'referral' && sale ? [[credit.userId, sale.buyerId] as const] : [];
  });
  const sharing = await findSharedDetails(db, referrals);

  const totals = new Map<number, { amountCents: number; availableCents: number }>();
  for (const credit of credits) {
    const sale = saleOf(credit);
    const review = reviews.get(credit.userId);
    if (!sale || !review) continue;
    const seen = {
      orderId: sale.id,
      title: sale.title,
      kind: credit.kind,
      amount: centsToEuros(credit.amountCents),
      availableAt: credit.availableAt.toISOString(),
    };
    const reasons = reversibleBecause(sale, now);
    if (reasons.length > 0) {
      review.reversible.credits.push({ ...seen, reasons });
      const total = totals.get(credit.userId) ?? { amountCents: 0, availableCents: 0 };
      total.amountCents += credit.amountCents;
      if (credit.availableAt <= now) total.availableCents += credit.amountCents;
      totals.set(credit.userId, total);
    }
    const shared = credit.kind === 'referral' ? sharing.get(pairKey(credit.userId, sale.buyerId)) : undefined;
    if (shared) {
      review.sharedDetails.push({
        ...seen,
        buyer: { name: sale.buyerName, surname: sale.buyerSurname, email: sale.buyerEmail },
        shared,
      });
    }
  }
  for (const [userId, total] of totals) {
    const review = reviews.get(userId);
    if (!review) continue;
    review.reversible.amount = centsToEuros(total.amountCents);
    review.reversible.available = centsToEuros(total.availableCents);
  }
  return reviews;
}
