import { describe, expect, it } from 'vitest';
import { problem } from './field-problems.js';
import { centsFromTyped, formatEuros, formatMoney, typedEuros } from './money.js';

describe('centsFromTyped', () => {
  it('reads whole euros and one or two decimals after a comma or a point, in whole cents', () => {
    expect(centsFromTyped('49')).toBe(4900);
    expect(centsFromTyped(' 49,9 ')).toBe(4990);
    expect(centsFromTyped('0.29')).toBe(29);
    expect(centsFromTyped('0,05')).toBe(5);
    expect(centsFromTyped('123456789,99')).toBe(12345678999);
  });

  it('answers null for anything else', () => {
    for (const text of ['', ' ', '-1', '1,234', '1.2.3', '1 000', '€5', '5€', ',50', '5,', '1234567890', 'dieci']) {
      expect(centsFromTyped(text), text).toBeNull();
    }
  });
});

describe('typedEuros', () => {
  it('answers euros, the same number as the typed decimal', () => {
    expect(typedEuros('amount').parse('20,50')).toBe(20.5);
    expect(typedEuros('amount').parse('0.29')).toBe(0.29);
  });

  it('refuses another shape with the problem it is given', () => {
    const result = typedEuros('priceFormat').safeParse('20,505');
    expect(result.error?.issues[0]?.message).toBe(problem('priceFormat'));
  });
});

describe('formatMoney', () => {
  it('writes cents as each language writes money', () => {
    expect(formatMoney(123450, 'it')).toMatch(/^1234,50\s€$/); // Italian groups from five digits
    expect(formatMoney(1234560, 'it')).toMatch(/^12\.345,60\s€$/);
    expect(formatMoney(123450, 'en')).toBe('€1,234.50');
    expect(formatMoney(5, 'it')).toMatch(/^0,05\s€$/);
    expect(formatMoney(1000, 'it', 'USD')).toMatch(/^10,00\sUSD$/);
  });

  it('writes any language but English in Italian', () => {
    expect(formatMoney(1000, 'de')).toBe(formatMoney(1000, 'it'));
  });

  it('writes euros as it writes their cents', () => {
    expect(formatEuros(0.29, 'it')).toBe(formatMoney(29, 'it'));
    expect(formatEuros(1234.5, 'en')).toBe('€1,234.50');
  });
});
