import { ErrorCode } from '@cammini/contract';
import type { AppContext } from '../../../context.js';
import { AppError } from '../../../lib/app-error.js';
import { Throttle } from '../../../lib/limiters.js';
import { type PaymentProvider, paymentUnavailable } from '../../payments/payments.service.js';
import { isUnfulfilled } from '../refunds/unfulfilled-refund.service.js';
import { confirmationCallsProvider, confirmOrder } from './order-confirmation.service.js';
import { findOrderOfCheckout } from './orders.service.js';

/**
 * A provider's notices about one checkout make at most one call to the provider in this long, on every
 * instance together. Anyone can post a notice, so without it each one became a call to SumUp. It is
 * shorter than the minute after which SumUp repeats a notice it saw refused, so the repeat of a notice
 * refused here (the payment arrived just after another look-up) always finds the way open again.
 */
export const NOTICE_LOOKUP_INTERVAL_MS = 30_000;

/** A notice within the interval of the previous look-up: 429 with the seconds to wait, so SumUp repeats it. */
export class NoticeTooSoon extends AppError {
  constructor(retryAfterSeconds: number) {
    super(ErrorCode.RATE_LIMITED, `Notifica già ricevuta: riprova tra ${retryAfterSeconds} secondi`, {
      retryAfterSeconds,
    });
  }
}

/**
 * A provider's notice about one of our checkouts: a signal to ask the provider, never trusted by itself.
 * A settled order is answered without asking again. An order the provider would be asked about is asked
 * at most once per interval from notices (one in this process at a time, shared by the notices arriving
 * meanwhile); a notice past that is refused with 429, and SumUp sends it again a minute later. The buyer's
 * own confirmation after paying is not throttled and never waits on a notice's look-up (confirmOrder).
 * While the refund of an unfulfilled payment is refused, the notice fails (502), so the provider sends it
 * again and the refund is retried then.
 */
export function providerNoticeConfirmer(ctx: AppContext, payments: PaymentProvider) {
  const lookups = new Throttle(
    ctx.limiters.limiter('provider-notice-lookup', { max: 1, windowMs: NOTICE_LOOKUP_INTERVAL_MS }),
  );
  return async (checkoutId: string): Promise<void> => {
    const order = await findOrderOfCheckout(ctx, payments, checkoutId);
    if (!order) return;
    const admit = async () => {
      if (!confirmationCallsProvider(order)) return;
      const waitMs = await lookups.take(`${payments.name}:${order.id}`);
      if (waitMs === 0) return;
      // The look-up that took the interval may have settled the order since it was read: then the
      // confirmation answers from the database, with no call, and the notice is done.
      const now = await findOrderOfCheckout(ctx, payments, checkoutId);
      if (now && !confirmationCallsProvider(now)) return;
      throw new NoticeTooSoon(Math.ceil(waitMs / 1000));
    };
    const { order: confirmed } = await confirmOrder(ctx, payments, order.id, { notice: { admit } });
    if (isUnfulfilled(confirmed) && !confirmed.refundedAt) throw paymentUnavailable();
  };
}
