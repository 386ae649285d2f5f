import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { PaymentProvider } from './payment-provider.js';
import { createSumUpProvider } from './sumup-provider.js';
import { createTestProvider, type TestPaymentProvider } from './test-provider.js';

export type PaymentSettings = Pick<
  Config,
  'PAYMENT_PROVIDER' | 'SUMUP_API_KEY' | 'SUMUP_MERCHANT_CODE' | 'SUMUP_API_URL'
>;

/** PAYMENT_PROVIDER picks one; the configuration already refused sumup without its key and merchant code. */
export function createPaymentProvider(
  settings: PaymentSettings,
  db: Database,
  log: FastifyBaseLogger,
): TestPaymentProvider | (PaymentProvider & { readonly name: 'sumup' }) {
  if (settings.PAYMENT_PROVIDER === 'sumup') {
    return createSumUpProvider({
      apiKey: settings.SUMUP_API_KEY ?? '',
      merchantCode: settings.SUMUP_MERCHANT_CODE ?? '',
      apiUrl: settings.SUMUP_API_URL,
      log,
    });
  }
  return createTestProvider(db);
}
