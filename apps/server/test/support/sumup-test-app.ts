import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './app.js';
import { type FakeSumUp, startFakeSumUp } from './fake-sumup.js';

export const SUMUP_API_KEY = 'sup_sk_test_0123456789';
export const SUMUP_MERCHANT = 'MTEST123';

/** The settings of a site paying through the fake SumUp; an https address, so SumUp would post its notices. */
export const sumUpEnv = (fake: FakeSumUp): Record<string, string> => ({
  PAYMENT_PROVIDER: 'sumup',
  SUMUP_API_KEY,
  SUMUP_MERCHANT_CODE: SUMUP_MERCHANT,
  SUMUP_API_URL: fake.url,
  PUBLIC_URL: 'https://www.cammini.example',
});

export const startSumUpStandIn = () => startFakeSumUp({ apiKey: SUMUP_API_KEY, merchantCode: SUMUP_MERCHANT });

/** The real app paying through a fake SumUp of its own; close both in afterAll. */
export async function buildSumUpTestApp(): Promise<{ t: TestApp; fake: FakeSumUp; close(): Promise<void> }> {
  const fake = await startSumUpStandIn();
  const t = await buildTestApp({ env: sumUpEnv(fake) });
  return {
    t,
    fake,
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}

/**
 * For a test file: `buildSumUpTestApp`, built before the file's tests and closed after them. Its fields
 * are there once the tests run (read them inside tests and hooks, not at collection).
 */
export function useSumUpTestApp(): { t: TestApp; fake: FakeSumUp } {
  const t = {} as TestApp;
  const fake = {} as FakeSumUp;
  let close = async () => {};
  beforeAll(async () => {
    const built = await buildSumUpTestApp();
    Object.assign(t, built.t);
    Object.assign(fake, built.fake);
    close = built.close;
  });
  afterAll(() => close());
  return { t, fake };
}
