import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';

/**
 * A local stand-in for SumUp's Checkouts API (v0.1), following its documented shapes: a secret key
 * as bearer, checkouts created with checkout_reference, amount in major units, currency and
 * merchant_code, retrieved by id with their status (PENDING, PAID, FAILED, EXPIRED) and transactions,
 * and transactions refunded through `POST /v0.1/me/refund/{txn_id}` (204, never beyond what was paid;
 * the checkout stays PAID, as SumUp's does) and read back with their refunds as events. Tests settle checkouts as the widget and the card network would.
 */

export interface FakeCheckout {
  id: string;
  checkout_reference: string;
  amount: number;
  currency: string;
  merchant_code: string;
  description?: string;
  return_url?: string;
  status: 'PENDING' | 'PAID' | 'FAILED' | 'EXPIRED';
  date: string;
  transactions: { id: string; amount: number; currency: string; status: 'SUCCESSFUL' | 'FAILED' }[];
  transaction_id?: string;
}

export interface FakeSumUp {
  url: string;
  checkouts: Map<string, FakeCheckout>;
  requests: { method: string; url: string; authorization?: string; body: unknown }[];
  /** Refunds SumUp accepted, in order. */
  refunds: { transactionId: string; amount: number }[];
  /** What the card widget leads to: a paid checkout with one successful transaction, or a declined one. */
  settle(id: string, status: 'PAID' | 'FAILED' | 'EXPIRED'): void;
  /** Answers the next calls with this HTTP status, as an outage would. */
  failWith(status: number | null): void;
  /** Refuses only refunds with this HTTP status (a refund SumUp turns down). */
  failRefundsWith(status: number | null): void;
  /**
   * Asks `decide` about each refund before it is taken, and waits for its answer (a test holds refunds
   * in flight this way): an HTTP status refuses the refund, null lets it through.
   */
  decideRefunds(decide: ((refund: { transactionId: string; amount: number }) => Promise<number | null>) | null): void;
  /**
   * Answers each retrieval with the checkout as it stood when asked, once `wait` resolves (a test holds a
   * look-up in flight while the payment goes through); null answers at once again.
   */
  delayRetrievals(wait: (() => Promise<void>) | null): void;
  /** Changes what the next retrievals report (a checkout that does not match the order). */
  tamper(id: string, changes: Partial<FakeCheckout>): void;
  close(): Promise<void>;
}

const CURRENCIES = new Set([
  'BRL',
  'CHF',
  'CLP',
  'COP',
  'CZK',
  'DKK',
  'EUR',
  'GBP',
  'HUF',
  'NOK',
  'PLN',
  'RON',
  'SEK',
  'USD',
]);

export async function startFakeSumUp(options: { apiKey: string; merchantCode: string }): Promise<FakeSumUp> {
  const app = Fastify({ logger: false });
  const checkouts = new Map<string, FakeCheckout>();
  const requests: FakeSumUp['requests'] = [];
  const refunds: FakeSumUp['refunds'] = [];
  let outage: number | null = null;
  let refundOutage: number | null = null;
  let retrievalWait: Parameters<FakeSumUp['delayRetrievals']>[0] = null;
  let refundDecision: Parameters<FakeSumUp['decideRefunds']>[0] = null;

  app.addHook('onRequest', async (request, reply) => {
    if (outage !== null)
      return reply.code(outage).send({ error_code: 'INTERNAL_ERROR', message: 'Service unavailable' });
    if (request.headers.authorization !== `Bearer ${options.apiKey}`) {
      return reply.code(401).send({ error_code: 'NOT_AUTHORIZED', message: 'Invalid access token' });
    }
  });
  app.addHook('preHandler', async (request) => {
    requests.push({
      method: request.method,
      url: request.url,
      authorization: request.headers.authorization,
      body: request.body,
    });
  });

  app.post('/v0.1/checkouts', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const problems: string[] = [];
    if (typeof body.checkout_reference !== 'string' || body.checkout_reference.length > 64)
      problems.push('checkout_reference');
    if (typeof body.amount !== 'number' || body.amount <= 0) problems.push('amount');
    if (typeof body.currency !== 'string' || !CURRENCIES.has(body.currency)) problems.push('currency');
    if (typeof body.merchant_code !== 'string') problems.push('merchant_code');
    if (problems.length > 0) {
      return reply.code(400).send({ error_code: 'INVALID', message: 'Validation error', param: problems.join(',') });
    }
    if (body.merchant_code !== options.merchantCode) {
      return reply.code(403).send({ error_code: 'FORBIDDEN', message: 'Merchant code does not match the key' });
    }
    if ([...checkouts.values()].some((c) => c.checkout_reference === body.checkout_reference)) {
      return reply
        .code(409)
        .send({ error_code: 'DUPLICATED_CHECKOUT', message: 'Checkout with this checkout reference already exists' });
    }
    const checkout: FakeCheckout = {
      id: randomUUID(),
      checkout_reference: body.checkout_reference as string,
      amount: body.amount as number,
      currency: body.currency as string,
      merchant_code: body.merchant_code as string,
      ...(typeof body.description === 'string' ? { description: body.description } : {}),
      ...(typeof body.return_url === 'string' ? { return_url: body.return_url } : {}),
      status: 'PENDING',
      date: new Date().toISOString(),
      transactions: [],
    };
    checkouts.set(checkout.id, checkout);
    return reply.code(201).send(checkout);
  });

  app.get('/v0.1/checkouts/:id', async (request, reply) => {
    const checkout = checkouts.get((request.params as { id: string }).id);
    if (!checkout) return reply.code(404).send({ error_code: 'NOT_FOUND', message: 'Resource not found' });
    const asked = structuredClone(checkout);
    if (retrievalWait) await retrievalWait();
    return asked;
  });

  app.post('/v0.1/me/refund/:txn', async (request, reply) => {
    if (refundOutage !== null)
      return reply.code(refundOutage).send({ error_code: 'INTERNAL_ERROR', message: 'Refund failed' });
    const transactionId = (request.params as { txn: string }).txn;
    const checkout = [...checkouts.values()].find((c) =>
      c.transactions.some((t) => t.id === transactionId && t.status === 'SUCCESSFUL'),
    );
    if (!checkout) return reply.code(404).send({ error_code: 'NOT_FOUND', message: 'Resource not found' });
    const asked = (request.body as { amount?: unknown } | undefined)?.amount;
    const amount = typeof asked === 'number' ? asked : checkout.amount;
    const refusal = refundDecision ? await refundDecision({ transactionId, amount }) : null;
    if (refusal !== null)
      return reply.code(refusal).send({ error_code: 'REFUND_DECLINED', message: 'Refund declined' });
    const refunded = refunds.filter((r) => r.transactionId === transactionId).reduce((sum, r) => sum + r.amount, 0);
    if (amount <= 0 || refunded + amount > checkout.amount + 1e-9) {
      return reply.code(409).send({ error_code: 'CONFLICT', message: 'The amount exceeds what can be refunded' });
    }
    refunds.push({ transactionId, amount });
    return reply.code(204).send();
  });

  // A transaction with its refunds as events, as `GET /v0.1/me/transactions?id=` answers it.
  app.get('/v0.1/me/transactions', async (request, reply) => {
    const transactionId = (request.query as { id?: string }).id;
    const checkout = [...checkouts.values()].find((c) => c.transactions.some((t) => t.id === transactionId));
    if (!checkout) return reply.code(404).send({ error_code: 'NOT_FOUND', message: 'Resource not found' });
    return {
      id: transactionId,
      amount: checkout.amount,
      currency: checkout.currency,
      status: 'SUCCESSFUL',
      events: refunds
        .filter((r) => r.transactionId === transactionId)
        .map((r, index) => ({ id: index + 1, type: 'REFUND', status: 'SUCCESSFUL', amount: r.amount })),
    };
  });

  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    checkouts,
    requests,
    refunds,
    settle(id, status) {
      const checkout = checkouts.get(id);
      if (!checkout) throw new Error(`no fake checkout ${id}`);
      checkout.status = status;
      if (status === 'EXPIRED') return;
      const transaction = {
        id: randomUUID(),
        amount: checkout.amount,
        currency: checkout.currency,
        status: status === 'PAID' ? ('SUCCESSFUL' as const) : ('FAILED' as const),
      };
      checkout.transactions.push(transaction);
      if (status === 'PAID') checkout.transaction_id = transaction.id;
    },
    failWith(status) {
      outage = status;
    },
    failRefundsWith(status) {
      refundOutage = status;
    },
    decideRefunds(decide) {
      refundDecision = decide;
    },
    delayRetrievals(wait) {
      retrievalWait = wait;
    },
    tamper(id, changes) {
      const checkout = checkouts.get(id);
      if (checkout) Object.assign(checkout, changes);
    },
    close: () => app.close(),
  };
}
