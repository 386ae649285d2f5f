import { describe, expect, it } from 'vitest';
import { SubscribeBody } from './newsletter.js';

describe('newsletter subscription', () => {
  it('needs only a valid e-mail, normalized', () => {
    expect(SubscribeBody.parse({ email: ' Anna@Example.IT ' })).toEqual({ email: 'anna@example.it' });
    expect(SubscribeBody.safeParse({ email: 'not-an-email' }).success).toBe(false);
    expect(SubscribeBody.safeParse({}).success).toBe(false);
  });

  it('takes an optional name and language', () => {
    expect(SubscribeBody.parse({ email: 'a@b.it', name: ' Anna ', language: 'en' })).toEqual({
      email: 'a@b.it',
      name: 'Anna',
      language: 'en',
    });
    expect(SubscribeBody.safeParse({ email: 'a@b.it', language: 'fr' }).success).toBe(false);
  });
});
