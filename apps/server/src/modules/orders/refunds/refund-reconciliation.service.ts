import type { AppContext } from '../../../context.js';
import type { PaymentProvider } from '../../payments/payments.service.js';
import { findOrderById, lockOrder } from '../shared/orders.repository.js';
import {
  hasRefundClaimSince,
  releaseRefund,
  selectStaleRefundClaims,
  sumRecordedRefunds,
} from './refunds.repository.js';
import { recordRefund } from './refunds.service.js';

/**
 * A claim this old lost its provider's answer (the process stopped): every call to a provider gives up
 * within seconds, so a refund still in flight is never settled under its feet.
 */
export const RECONCILE_AFTER_MS = 15 * 60_000;
const BATCH = 50;

export interface Reconciled {
  /** Refunds the provider made whose record was missing: now recorded, with their effects and mails. */
  recorded: number;
  /** Amounts set aside for refunds the provider never made: put back, refundable again. */
  released: number;
}

/**
 * Settles the refund claims left behind, oldest first: the provider says how much it gave back of the
 * checkout in all; beyond what the order's refunds record, a claim's amount was refunded and is recorded
 * now (as if its answer had arrived, with the same rule: the order is refunded in full only when its
 * recorded refunds add up to what it paid), otherwise it is put back. While another refund of the same
 * order is still in flight, its money may already be in the provider's total without being recorded:
 * the claim waits for the next run, so it is never recorded with money that was not its own. A provider
 * that cannot be asked, or an order paid through a provider no longer in use, leaves the claim for the
 * next run and the owner.
 */
export async function reconcileRefunds(ctx: AppContext, provider: PaymentProvider): Promise<Reconciled> {
  const before = new Date(ctx.clock.now().getTime() - RECONCILE_AFTER_MS);
  const outcome: Reconciled = { recorded: 0, released: 0 };
  for (const claim of await selectStaleRefundClaims(ctx.db, before, BATCH)) {
    const order = await findOrderById(ctx.db, claim.orderId);
    if (!order?.providerCheckoutId || order.provider !== provider.name) continue;
    let given: Awaited<ReturnType<PaymentProvider['refunded']>>;
    try {
      given = await provider.refunded(order.providerCheckoutId);
    } catch {
      continue;
    }
    // Read after the provider's answer: a refund in flight then is either still claimed, or recorded below.
    if (await hasRefundClaimSince(ctx.db, claim.orderId, before)) continue;
    const recordedCents = await sumRecordedRefunds(ctx.db, claim.orderId);
    if (given.refundedCents - recordedCents >= claim.amountCents) {
      if (await recordRefund(ctx, claim, given.reference)) outcome.recorded += 1;
    } else {
      const released = await ctx.db.transaction(async (tx) => {
        await lockOrder(tx, claim.orderId);
        return releaseRefund(tx, claim);
      });
      if (released) outcome.released += 1;
    }
  }
  return outcome;
}
