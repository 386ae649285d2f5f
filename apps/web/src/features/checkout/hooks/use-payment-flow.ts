import {
  type CheckoutItem,
  type CreateCheckoutResponse,
  ErrorCode,
  type OrderSummary,
  type PaymentKind,
} from '@cammini/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isProblem, problemOf } from '../../../lib/forms/problem-of';
import { confirmPayment } from '../api/confirm-payment';
import { createCheckout } from '../api/create-checkout';

/**
 * The course itself is not for sale now (409), nothing is owed on it, or the customer held its seat as often
 * as a day allows (`holdLimit`): trying again now would be refused alike.
 */
export type SaleRefusal = 'soldOut' | 'holdLimit' | 'coursePast' | 'notForSale' | 'nothingDue';
/** `depositUnavailable`: the course now starts within a week; the full price can still be paid. */
/** `termsChanged`: the terms of sale changed since the page showed them; the buyer accepts the new ones. */
export type FailureReason = 'declined' | 'unavailable' | 'error' | 'depositUnavailable' | 'termsChanged' | SaleRefusal;

const SALE_REFUSALS: Record<string, SaleRefusal> = {
  [ErrorCode.SOLD_OUT]: 'soldOut',
  [ErrorCode.SEAT_HOLD_LIMIT]: 'holdLimit',
  [ErrorCode.COURSE_PAST]: 'coursePast',
  [ErrorCode.NOT_FOR_SALE]: 'notForSale',
  [ErrorCode.NOTHING_DUE]: 'nothingDue',
};

export const isSaleRefusal = (reason: FailureReason): reason is SaleRefusal =>
  Object.values(SALE_REFUSALS).includes(reason as SaleRefusal);

export type PaymentPhase =
  | { name: 'idle' }
  | { name: 'creating' }
  | { name: 'ready'; checkout: CreateCheckoutResponse }
  | { name: 'confirming'; checkout: CreateCheckoutResponse }
  | { name: 'paid'; order: OrderSummary }
  | { name: 'pending'; order: OrderSummary }
  /** Paid after the seat's hold lapsed, with no seat left: the server refunds it and writes. */
  | { name: 'refunded'; order: OrderSummary }
  | { name: 'failed'; reason: FailureReason };

/** How often, and how many times, a payment the bank has not confirmed yet is asked about again. */
export const CONFIRM_POLL = { intervalMs: 2000, attempts: 5 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function reasonOf(failure: unknown): FailureReason {
  const error = problemOf(failure);
  if (!error) return 'error';
  if (error.code === ErrorCode.PAYMENT_UNAVAILABLE || error.status === 0) return 'unavailable';
  if (error.code === ErrorCode.DEPOSIT_UNAVAILABLE) return 'depositUnavailable';
  if (error.code === ErrorCode.TERMS_CHANGED) return 'termsChanged';
  return SALE_REFUSALS[error.code] ?? 'error';
}

interface PaymentFlowOptions {
  item: CheckoutItem;
  email: string;
  /** Online courses: the customer asked for immediate access and waived the withdrawal right. */
  consent: boolean;
  /** The version of the terms of sale the buyer accepted; null until they tick the box. */
  terms: number | null;
  /** Deposit, full price or balance; left out when the course offers no choice (the server takes full). */
  payment?: PaymentKind;
  /** The course turned out to be owned already (bought in another tab). */
  onAlreadyOwned: () => void;
}

/**
 * The payment page's steps: open a checkout once the buyer accepted the terms of sale (and, for an online
 * course, gave the waiver), let the card form or widget collect the card, then have the server confirm it
 * with the provider. A failure leaves a way to start again with a new checkout.
 */
export function usePaymentFlow({ item, email, consent, terms, payment, onAlreadyOwned }: PaymentFlowOptions) {
  const [phase, setPhase] = useState<PaymentPhase>({ name: 'idle' });
  const mounted = useRef(true);
  const starting = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const update = useCallback((next: PaymentPhase) => {
    if (mounted.current) setPhase(next);
  }, []);

  const start = useCallback(async () => {
    if (starting.current || terms === null) return;
    starting.current = true;
    update({ name: 'creating' });
    try {
      const checkout = await createCheckout({
        email,
        title: item.title,
        kind: item.kind,
        ...(item.kind === 'onlineCourse' ? { withdrawalWaiver: true } : {}),
        ...(payment ? { payment } : {}),
        termsAccepted: true,
        termsVersion: terms,
      });
      update({ name: 'ready', checkout });
    } catch (error) {
      if (isProblem(error, 'ALREADY_OWNED')) onAlreadyOwned();
      else update({ name: 'failed', reason: reasonOf(error) });
    } finally {
      starting.current = false;
    }
  }, [email, item.title, item.kind, payment, terms, onAlreadyOwned, update]);

  // Another choice (deposit or full price) needs its own checkout: the open one charges the other amount.
  const chosen = useRef(payment);
  useEffect(() => {
    if (chosen.current === payment) return;
    chosen.current = payment;
    update({ name: 'idle' });
  }, [payment, update]);

  const needsConsent = item.kind === 'onlineCourse';
  useEffect(() => {
    if (phase.name === 'idle' && terms !== null && (!needsConsent || consent)) void start();
  }, [phase.name, needsConsent, consent, terms, start]);

  /** What the server said about the order, after a charge or a confirmation. */
  const settle = useCallback(
    (order: OrderSummary) => {
      if (order.status === 'paid') update({ name: 'paid', order });
      else if (order.status === 'pending') update({ name: 'pending', order });
      // Paid for a course bought meanwhile in another tab: the server refunds it; the page shows it owned.
      else if (order.status === 'duplicate') onAlreadyOwned();
      else if (order.status === 'soldOut') update({ name: 'refunded', order });
      else update({ name: 'failed', reason: 'declined' });
    },
    [update, onAlreadyOwned],
  );

  /** After the provider's widget answers: the server asks the provider, a few times while the bank is slow. */
  const confirm = useCallback(
    async (checkout: CreateCheckoutResponse) => {
      update({ name: 'confirming', checkout });
      try {
        for (let attempt = 1; ; attempt += 1) {
          const { order } = await confirmPayment(checkout.orderId);
          if (order.status !== 'pending' || attempt >= CONFIRM_POLL.attempts) return settle(order);
          await sleep(CONFIRM_POLL.intervalMs);
          if (!mounted.current) return;
        }
      } catch (error) {
        update({ name: 'failed', reason: reasonOf(error) });
      }
    },
    [settle, update],
  );

  const retry = useCallback(() => update({ name: 'idle' }), [update]);

  return {
    phase,
    settle,
    confirm,
    retry,
    fail: (error: unknown) => update({ name: 'failed', reason: reasonOf(error) }),
  };
}
