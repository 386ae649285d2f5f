import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../../test/support/app.js';
import { START_AFTER_PAINT_HASH } from '../seo/start-after-paint.js';

// SumUp's payment widget runs in our page: with SumUp, and only then, the policy lets its script and frame in.
const sumup = useTestApp({
  env: {
    PAYMENT_PROVIDER: 'sumup',
    SUMUP_API_KEY: 'sup_sk_test_0123456789',
    SUMUP_MERCHANT_CODE: 'MTEST123',
    PUBLIC_URL: 'https://www.cammini.example',
  },
});

/** The policy the app's pages carry (JSON answers carry one that lets nothing load). */
const pagePolicyOf = (app: FastifyInstance) =>
  app.securityHeadersFor('text/html; charset=utf-8')['content-security-policy'];

/** The policy's directives by name. */
const directives = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values.join(' ')]),
  );

describe('the Content Security Policy', () => {
  it("lets SumUp's widget load its script and frame when SumUp is the provider", async () => {
    expect(directives(pagePolicyOf(sumup.app))).toMatchObject({
      'script-src': `'self' ${START_AFTER_PAINT_HASH} https://gateway.sumup.com`,
      'frame-src': "'self' https://gateway.sumup.com",
      'connect-src': "'self' https://gateway.sumup.com https://api.sumup.com",
      'default-src': "'self'",
    });
  });

  it('allows no outside script with the test provider, and no inline script but the one that starts the app', async () => {
    const plain = await buildTestApp();
    try {
      expect(directives(pagePolicyOf(plain.app))).toMatchObject({
        'script-src': `'self' ${START_AFTER_PAINT_HASH}`,
        'frame-src': "'self'",
        'connect-src': "'self'",
      });
    } finally {
      await plain.close();
    }
  });
});
