import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDateTimeWithZone, lastCharactersOf, oneLine } from './mail-format.js';

// 23:30 UTC on 31 December is already the new year in Rome.
const newYearInRome = new Date('2026-12-31T23:30:00Z');

describe('e-mail formats', () => {
  it('write days and moments in Italian time, whatever the server zone', () => {
    expect(formatDate(newYearInRome)).toBe('1 gennaio 2027');
    expect(formatDate(newYearInRome, 'en')).toBe('1 January 2027');
    expect(formatDateTime(newYearInRome)).toMatch(/^1 gennaio 2027.*00:30$/);
    expect(formatDateTimeWithZone(newYearInRome, 'en')).toMatch(/^1 January 2027.*00:30 CET$/);
  });

  it('show only the last four characters of an IBAN or tax code', () => {
    expect(lastCharactersOf('IT60 X054 2811 1010 0000 0123 456')).toBe('…3456');
    expect(lastCharactersOf('RSSMRA85T10A562S')).toBe('…562S');
  });

  it('keep subjects on one line', () => {
    expect(oneLine('  Nuova vendita:\n Il   respiro ')).toBe('Nuova vendita: Il respiro');
  });
});
