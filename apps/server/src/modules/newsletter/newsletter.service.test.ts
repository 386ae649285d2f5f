import { describe, expect, it } from 'vitest';
import { maskEmail } from './newsletter.service.js';

describe('masked e-mail on the unsubscribe page', () => {
  it('keeps the first and last letter of the name and the whole domain', () => {
    expect(maskEmail('marta.rossi@example.com')).toBe('m***i@example.com');
  });

  it('reveals no more than the first letter of a short name', () => {
    expect(maskEmail('al@example.com')).toBe('a***@example.com');
    expect(maskEmail('a@example.com')).toBe('a***@example.com');
  });
});
