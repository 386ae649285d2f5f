import type { PaymentProviderName } from '@cammini/contract';
import { AppError } from '../../lib/app-error.js';

/** What a provider says about a checkout; anything it cannot vouch for as paid or failed is pending. */
export type CheckoutStatus = 'PENDING' | 'PAID' | 'FAILED';

export interface CreateCheckoutInput {
  /** Our order id, sent as the provider's reference so both sides can be reconciled. */
  orderId: string;
  amountCents: number;
  currency: string;
  description: string;
  /** Where the provider posts status changes (its webhook); null when it cannot reach us. */
  returnUrl: string | null;
}

export interface ProviderCheckout {
  checkoutId: string;
  status: CheckoutStatus;
  /** The reference we gave at creation (our order id), when the provider reports it. */
  reference: string | null;
  amountCents: number | null;
  currency: string | null;
}

export interface RefundInput {
  checkoutId: string;
  /** What to give back now: all or part of what is left of the payment; a provider refuses more. */
  amountCents: number;
  currency: string;
}

/** One interface for every card processor; PAYMENT_PROVIDER picks the implementation. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckout(input: CreateCheckoutInput): Promise<{ checkoutId: string }>;
  getCheckout(checkoutId: string): Promise<ProviderCheckout>;
  /**
   * Gives back `amountCents` of a paid checkout (all of it, or a part); answers the provider's reference
   * for this refund.
   * A checkout stays PAID after its refund (SumUp's does): our order records the refund.
   */
  refund(input: RefundInput): Promise<{ reference: string }>;
  /**
   * What the provider has given back of a paid checkout so far, in all, and the reference its refunds
   * carry: how a refund whose answer was lost (the process stopped) is found to have happened or not.
   */
  refunded(checkoutId: string): Promise<{ refundedCents: number; reference: string }>;
}

/** The provider could not be reached or refused the call: nothing was charged, the customer may retry. */
export const paymentUnavailable = () =>
  new AppError('PAYMENT_UNAVAILABLE', 'Il servizio di pagamento non risponde: riprova tra qualche minuto.');
