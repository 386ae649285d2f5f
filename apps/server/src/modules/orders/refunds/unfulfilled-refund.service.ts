import type { AppContext } from '../../../context.js';
import { AppError } from '../../../lib/app-error.js';
import { enqueueMail } from '../../mail/mail.service.js';
import type { PaymentProvider } from '../../payments/payments.service.js';
import { findBuyer, lockOrder, markRefunded, type OrderRow } from '../shared/orders.repository.js';
import { enqueueOwnerOrderNotice } from '../shared/owner-order-notice.js';
import {
  type RefundOutcome,
  type UnfulfilledPaymentFacts,
  unfulfilledPaymentMail,
  unfulfilledPaymentNoticeMail,
} from './unfulfilled-payment-mails.js';

/** A paid order that could not become an enrolment: its course was already owned, or sold out. */
export const isUnfulfilled = (order: OrderRow): order is OrderRow & { status: 'duplicate' | 'soldOut' } =>
  order.status === 'duplicate' || order.status === 'soldOut';

/**
 * A payment that could not become an enrolment (status `duplicate` or `soldOut`) is given back through
 * the provider, and the buyer and the owner are told. Called once when it is recorded and again by each
 * later confirmation while the refund has not gone through (for SumUp each notice it repeats); the
 * provider never gives back more than was paid, and the order records the refund once. `first` is the
 * attempt made when the order was recorded: only its failure is announced.
 */
export async function refundUnfulfilled(
  ctx: AppContext,
  provider: PaymentProvider,
  order: OrderRow,
  first: boolean,
): Promise<OrderRow> {
  if (!isUnfulfilled(order) || order.refundedAt || !order.providerCheckoutId) return order;
  let outcome: RefundOutcome;
  try {
    const { reference } = await provider.refund({
      checkoutId: order.providerCheckoutId,
      amountCents: order.amountCents,
      currency: order.currency,
    });
    outcome = { refunded: true, reference };
  } catch (error) {
    // The provider logged why; the order stays unrefunded for the next attempt.
    if (!(error instanceof AppError)) throw error;
    outcome = { refunded: false };
  }
  if (!outcome.refunded && !first) return order;

  const recorded = await ctx.db.transaction(async (tx) => {
    const current = await lockOrder(tx, order.id);
    // Another instance recorded the refund meanwhile: nothing more to say.
    if (!current || current.refundedAt) return current ?? order;
    const result = outcome.refunded
      ? ((await markRefunded(tx, current.id, { refundedAt: ctx.clock.now(), refundReference: outcome.reference })) ??
        current)
      : current;
    const buyer = await findBuyer(tx, current.userId);
    if (buyer) {
      const facts: UnfulfilledPaymentFacts = {
        // A second balance is a duplicate of its own kind: the course was bought, its rest already paid.
        reason: order.status === 'duplicate' && order.payment === 'balance' ? 'balanceSettled' : order.status,
        orderId: current.id,
        orderNumber: current.number,
        title: current.courseTitle,
        amountCents: current.amountCents,
        currency: current.currency,
        paidAt: current.paidAt ?? ctx.clock.now(),
        provider: current.provider,
      };
      await enqueueMail(tx, unfulfilledPaymentMail(buyer, facts, outcome));
      await enqueueOwnerOrderNotice(ctx, tx, current.id, (to, orderUrl) =>
        unfulfilledPaymentNoticeMail(to, buyer, facts, outcome, orderUrl),
      );
    }
    return result;
  });
  ctx.mail.nudge();
  return recorded;
}
