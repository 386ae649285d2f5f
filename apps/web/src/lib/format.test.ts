import { describe, expect, it } from 'vitest';
import { formatDayMonth, formatEuros, formatLongDate } from './format';

describe('formatting', () => {
  it('shows euros with two decimals in Italian style', () => {
    expect(formatEuros(12345.5).replace(/\s/g, ' ')).toBe('12.345,50 €');
    expect(formatEuros(49.9).replace(/\s/g, ' ')).toBe('49,90 €');
  });

  it('shows dates with Italian month names', () => {
    expect(formatLongDate('2026-12-05')).toBe('5 dicembre 2026');
    expect(formatDayMonth('2026-03-01')).toBe('1 marzo');
    expect(formatLongDate('2026-12-05', 'en')).toBe('5 December 2026');
  });
});
