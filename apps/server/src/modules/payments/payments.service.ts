/**
 * What the rest of the app knows of payments: one provider interface, and the provider that
 * PAYMENT_PROVIDER picks. The adapters behind it (SumUp, the test provider) stay inside this module.
 */
export { createPaymentProvider, type PaymentSettings } from './create-payment-provider.js';
/** The provider interface, whole: what checkout, refunds and the fakes are written against. */
export * from './payment-provider.js';
/** The daily retention job (modules/retention) clears the test provider's abandoned checkouts. */
export { deleteAbandonedTestCheckouts } from './test-checkouts.repository.js';
export { createTestProvider, type TestPaymentProvider } from './test-provider.js';
