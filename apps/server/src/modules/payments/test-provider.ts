import { fieldProblem, TEST_CARDS } from '@cammini/contract';
import type { Database } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { type PaymentProvider, paymentUnavailable } from './payment-provider.js';
import {
  findTestCheckout,
  insertTestCheckout,
  refundTestCheckoutPart,
  settleTestCheckout,
  testCheckoutRefundedCents,
} from './test-checkouts.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface TestPaymentProvider extends PaymentProvider {
  readonly name: 'test';
  /** The test card form's "charge": settles the checkout as paid or declined by the card number. */
  charge(checkoutId: string, card: { number: string; expiry: string }, now: Date): Promise<'PAID' | 'FAILED'>;
}

/** "MM/YY" is still valid in the month it names. */
function hasExpired(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map((part) => Number(part.trim()));
  const lastMonth = 2000 + (year ?? 0);
  return lastMonth < now.getFullYear() || (lastMonth === now.getFullYear() && (month ?? 0) < now.getMonth() + 1);
}

/**
 * The default provider: the site works without a payment account. Its checkouts live in our own
 * database and are settled by the test card form through `charge`; confirmation then asks this
 * provider exactly as it would ask SumUp.
 */
export function createTestProvider(db: Database): TestPaymentProvider {
  return {
    name: 'test',
    async createCheckout(input) {
      const row = await insertTestCheckout(db, {
        orderId: input.orderId,
        amountCents: input.amountCents,
        currency: input.currency,
        description: input.description,
      });
      return { checkoutId: row.id };
    },
    async getCheckout(checkoutId) {
      const row = UUID.test(checkoutId) ? await findTestCheckout(db, checkoutId) : undefined;
      if (!row) throw notFound('Pagamento non trovato');
      return {
        checkoutId: row.id,
        // Like SumUp's, a refunded checkout still reads as paid: the order keeps the refund.
        status: row.status === 'REFUNDED' ? 'PAID' : row.status,
        reference: row.orderId,
        amountCents: row.amountCents,
        currency: row.currency,
      };
    },
    async charge(checkoutId, card, now) {
      const outcome =
        card.number === TEST_CARDS.success ? 'PAID' : card.number === TEST_CARDS.declined ? 'FAILED' : undefined;
      if (!outcome) {
        throw new AppError(
          'VALIDATION',
          'Carta di prova non riconosciuta: usa 4242 4242 4242 4242 (pagamento riuscito) o 4000 0000 0000 0002 (carta rifiutata).',
          { fields: { 'body.cardNumber': [fieldProblem('testCardUnknown')] } },
        );
      }
      if (hasExpired(card.expiry, now)) {
        throw new AppError('VALIDATION', 'La carta è scaduta.', {
          fields: { 'body.expiry': [fieldProblem('cardExpired')] },
        });
      }
      await settleTestCheckout(db, checkoutId, outcome);
      return outcome;
    },
    async refunded(checkoutId) {
      if (!UUID.test(checkoutId)) throw paymentUnavailable();
      return { refundedCents: await testCheckoutRefundedCents(db, checkoutId), reference: checkoutId };
    },
    async refund({ checkoutId, amountCents }) {
      if (!UUID.test(checkoutId)) throw paymentUnavailable();
      const outcome = await refundTestCheckoutPart(db, checkoutId, amountCents);
      if (outcome.refunded) return { reference: outcome.reference };
      // Asked again after it was given back in full: the same answer, nothing refunded twice.
      if (outcome.reason === 'alreadyRefunded') return { reference: checkoutId };
      // More than what is left of the payment, or nothing paid: refused, as a card processor would.
      throw paymentUnavailable();
    },
  };
}
