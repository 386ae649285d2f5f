import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';

describe('payment configuration', () => {
  it('uses the test provider by default, and SumUp at its public address', () => {
    const config = loadConfig({});
    expect(config.PAYMENT_PROVIDER).toBe('test');
    expect(config.SUMUP_API_URL).toBe('https://api.sumup.com');
  });

  it('stops when sumup lacks its API key or merchant code, naming them', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'sumup' })).toThrow(ConfigError);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'sumup', SUMUP_MERCHANT_CODE: 'M1' })).toThrow(/SUMUP_API_KEY/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'sumup', SUMUP_API_KEY: 'k' })).toThrow(/SUMUP_MERCHANT_CODE/);
    expect(
      loadConfig({ PAYMENT_PROVIDER: 'sumup', SUMUP_API_KEY: 'k', SUMUP_MERCHANT_CODE: 'M1' }).PAYMENT_PROVIDER,
    ).toBe('sumup');
  });

  it('refuses fake card payments in production unless a demo site asks for them', () => {
    // A production site also needs its admin account.
    const production = {
      NODE_ENV: 'production',
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'una-password-lunga',
    };
    expect(() => loadConfig(production)).toThrow(/PAYMENT_PROVIDER/);
    expect(loadConfig({ ...production, PAYMENT_TEST_IN_PRODUCTION: 'true' }).PAYMENT_PROVIDER).toBe('test');
    expect(() => loadConfig({ SUMUP_API_URL: 'not a url' })).toThrow(/SUMUP_API_URL/);
  });
});
