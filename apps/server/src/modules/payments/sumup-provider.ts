import { centsToEuros, eurosToCents } from '@cammini/contract';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  type CheckoutStatus,
  type CreateCheckoutInput,
  type PaymentProvider,
  type ProviderCheckout,
  paymentUnavailable,
  type RefundInput,
} from './payment-provider.js';

export interface SumUpOptions {
  apiKey: string;
  merchantCode: string;
  /** https://api.sumup.com, or a local fake in tests. */
  apiUrl: string;
  log: FastifyBaseLogger;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

// The fields of SumUp's Checkout object we read (Checkouts API v0.1); everything else is ignored.
const SumUpCheckout = z.object({
  id: z.string().min(1),
  status: z.string(),
  checkout_reference: z.string().nullish(),
  amount: z.number().nullish(),
  currency: z.string().nullish(),
  transaction_id: z.string().nullish(),
  transactions: z.array(z.object({ id: z.string(), status: z.string().nullish() }).loose()).nullish(),
});
type SumUpCheckout = z.infer<typeof SumUpCheckout>;

/** The card payment of a paid checkout: what a refund names. */
function paidTransactionId(checkout: SumUpCheckout): string | null {
  return (
    checkout.transaction_id ??
    checkout.transactions?.find((transaction) => transaction.status === 'SUCCESSFUL')?.id ??
    null
  );
}

// The fields of SumUp's Transaction we read: its refunds come as events of type REFUND.
const SumUpTransaction = z.object({
  id: z.string(),
  events: z
    .array(z.object({ type: z.string().nullish(), status: z.string().nullish(), amount: z.number().nullish() }).loose())
    .nullish(),
});

/** PAID and FAILED are final; EXPIRED is as good as failed; anything else (PENDING, new states) waits. */
function toStatus(status: string): CheckoutStatus {
  if (status === 'PAID') return 'PAID';
  if (status === 'FAILED' || status === 'EXPIRED') return 'FAILED';
  return 'PENDING';
}

/**
 * SumUp's Checkouts API with a secret API key. The amount sent is the one our database priced,
 * in major units as SumUp expects (59.9 for 5990 cents); the Payment Widget in the page then
 * collects the card, and the server retrieves the checkout to learn whether it was paid.
 */
export function createSumUpProvider(options: SumUpOptions): PaymentProvider & { readonly name: 'sumup' } {
  const fetcher = options.fetch ?? fetch;
  const base = options.apiUrl.replace(/\/$/, '');

  /** One call to SumUp; any failure to get a 2xx is logged and becomes PAYMENT_UNAVAILABLE. */
  async function send(method: 'GET' | 'POST', path: string, body?: object): Promise<string> {
    let response: Response;
    try {
      response = await fetcher(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      options.log.error({ err: error, path }, 'SumUp unreachable');
      throw paymentUnavailable();
    }
    const text = await response.text();
    if (!response.ok) {
      // SumUp answers problems as JSON (error_code, message); logged here, never shown to the customer.
      options.log.error({ status: response.status, path, body: text.slice(0, 500) }, 'SumUp refused the call');
      throw paymentUnavailable();
    }
    return text;
  }

  async function checkoutCall(method: 'GET' | 'POST', path: string, body?: object): Promise<SumUpCheckout> {
    const text = await send(method, path, body);
    const parsed = SumUpCheckout.safeParse(safeJson(text));
    if (!parsed.success) {
      options.log.error({ path, body: text.slice(0, 500) }, 'SumUp answered an unexpected checkout');
      throw paymentUnavailable();
    }
    return parsed.data;
  }

  const retrieve = (checkoutId: string) => checkoutCall('GET', `/v0.1/checkouts/${encodeURIComponent(checkoutId)}`);

  return {
    name: 'sumup',
    async createCheckout(input: CreateCheckoutInput) {
      const checkout = await checkoutCall('POST', '/v0.1/checkouts', {
        checkout_reference: input.orderId,
        amount: centsToEuros(input.amountCents),
        currency: input.currency,
        merchant_code: options.merchantCode,
        description: input.description.slice(0, 255),
        ...(input.returnUrl ? { return_url: input.returnUrl } : {}),
      });
      return { checkoutId: checkout.id };
    },
    async getCheckout(checkoutId): Promise<ProviderCheckout> {
      const checkout = await retrieve(checkoutId);
      return {
        checkoutId: checkout.id,
        status: toStatus(checkout.status),
        reference: checkout.checkout_reference ?? null,
        amountCents: typeof checkout.amount === 'number' ? eurosToCents(checkout.amount) : null,
        currency: checkout.currency ?? null,
      };
    },
    /**
     * SumUp refunds a transaction, not a checkout: the checkout names its paid transaction. The amount is
     * what to give back now (all or part of the payment); SumUp refuses more than is left of it. Every
     * refund of one transaction answers the transaction's id as its reference.
     */
    async refund(input: RefundInput) {
      const checkout = await retrieve(input.checkoutId);
      const transactionId = toStatus(checkout.status) === 'PAID' ? paidTransactionId(checkout) : null;
      if (!transactionId) {
        options.log.error(
          { checkoutId: input.checkoutId, status: checkout.status },
          'SumUp checkout has no paid transaction',
        );
        throw paymentUnavailable();
      }
      await send('POST', `/v0.1/me/refund/${encodeURIComponent(transactionId)}`, {
        amount: centsToEuros(input.amountCents),
      });
      return { reference: transactionId };
    },
    /** The paid transaction's REFUND events, failed ones left out. */
    async refunded(checkoutId) {
      const checkout = await retrieve(checkoutId);
      const transactionId = paidTransactionId(checkout);
      if (!transactionId) return { refundedCents: 0, reference: checkoutId };
      const body = await send('GET', `/v0.1/me/transactions?id=${encodeURIComponent(transactionId)}`);
      const parsed = SumUpTransaction.safeParse(safeJson(body));
      if (!parsed.success) {
        options.log.error({ transactionId, issues: parsed.error.issues }, 'SumUp answered an unreadable transaction');
        throw paymentUnavailable();
      }
      const refundedCents = (parsed.data.events ?? [])
        .filter((event) => event.type === 'REFUND' && event.status !== 'FAILED')
        .reduce((sum, event) => sum + eurosToCents(event.amount ?? 0), 0);
      return { refundedCents, reference: transactionId };
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
