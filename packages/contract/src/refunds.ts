import { z } from 'zod';
import { Euros } from './money.js';

const isoDateTime = z.iso.datetime();

/**
 * An in-person booking can be cancelled by its customer, refunded in full, while its course allows free
 * cancellation and starts more than this many days after today (the business's day in Rome).
 */
export const CANCELLATION_MIN_DAYS_AHEAD = 7;

/**
 * The buyer's withdrawal period: it runs this many days after the day of the payment, that last day
 * included. A referral or member credit waits at least until it is over, and for a booking with free
 * cancellation until the cancellation closes too (the server's sale-finality.ts).
 */
export const CREDIT_WAIT_DAYS = 14;

/**
 * POST /api/orders/{id}/refund: `amount` in euros (cents at most), omitted for all that is left of
 * what the order paid.
 */
export const RefundOrderBody = z
  .object({
    amount: z
      .number()
      .positive()
      .max(1_000_000)
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
        message: "L'importo ha al massimo due decimali",
      })
      .optional(),
  })
  .strict();
export type RefundOrderBody = z.input<typeof RefundOrderBody>;

/** The order after a refund: how much this refund gave back, and what the order has given back in all. */
export const RefundOrderResponse = z.object({
  id: z.string(),
  number: z.string().nullable(),
  status: z.string(),
  amount: Euros,
  refundedNow: Euros,
  refunded: Euros,
  /** What can still be refunded (0 once refunded in full). */
  refundable: Euros,
  reference: z.string(),
  refundedAt: isoDateTime,
});
export type RefundOrderResponse = z.infer<typeof RefundOrderResponse>;

/** POST /api/user/courses/{title}/cancel: the booking is cancelled and this much goes back to the card. */
export const CancelBookingResponse = z.object({
  title: z.string(),
  refunded: Euros,
});
export type CancelBookingResponse = z.infer<typeof CancelBookingResponse>;

/** A credit whose sale is not final yet: counted once `availableAt` (a midnight in Rome) has passed. */
export const PendingCredit = z.object({
  kind: z.enum(['referral', 'member']),
  amount: Euros,
  availableAt: isoDateTime,
});
export type PendingCredit = z.infer<typeof PendingCredit>;
