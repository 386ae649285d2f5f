import { describe, expect, it } from 'vitest';
import {
  currentYear,
  formatCourseDates,
  formatDayAndMonth,
  formatDayMonth,
  formatEuros,
  formatLongDate,
  formatMonthKey,
  formatWeekdayDate,
  romeDay,
  weekdayNames,
} from './format';

describe('formatting', () => {
  it('shows euros with two decimals in Italian style in Italian', () => {
    expect(formatEuros(12345.5, 'it').replace(/\s/g, ' ')).toBe('12.345,50 €');
    expect(formatEuros(49.9, 'it').replace(/\s/g, ' ')).toBe('49,90 €');
  });

  it('shows euros the English way in English: the sign first, a point before the cents', () => {
    expect(formatEuros(39, 'en')).toBe('€39.00');
    expect(formatEuros(12345.5, 'en')).toBe('€12,345.50');
  });

  it('shows dates with Italian month names', () => {
    expect(formatLongDate('2026-12-05')).toBe('5 dicembre 2026');
    expect(formatDayMonth('2026-03-01')).toBe('1 marzo');
    expect(formatLongDate('2026-12-05', 'en')).toBe('5 December 2026');
  });
});

// The server renders in UTC and visitors' browsers run anywhere: both must write the day it is in Italy.
describe('dates in Italian time', () => {
  it('writes a moment as the day it is in Rome', () => {
    // 23:30 UTC on 17 November is 00:30 on the 18th in Rome (CET).
    expect(formatLongDate('2026-11-17T23:30:00.000Z')).toBe('18 novembre 2026');
    expect(formatDayAndMonth('2026-11-17T23:30:00.000Z', 'en')).toEqual({ day: '18', month: 'November' });
    // 21:30 UTC in July is 23:30 in Rome (CEST): still the same day.
    expect(formatLongDate('2026-07-01T21:30:00.000Z')).toBe('1 luglio 2026');
  });

  it('keeps calendar days and months as they are written', () => {
    expect(formatLongDate('2027-01-01')).toBe('1 gennaio 2027');
    expect(formatDayAndMonth('2026-12-31')).toEqual({ day: '31', month: 'dicembre' });
    expect(formatMonthKey('2027-01')).toBe('Gennaio 2027');
    expect(formatCourseDates('2026-12-30', '2027-01-01')).toBe('30 dicembre 2026 – 1 gennaio 2027');
    expect(formatCourseDates('2026-12-06', '2026-12-07', 'en')).toBe('6–7 December 2026');
  });

  it("counts today and this year in Rome's time", () => {
    expect(romeDay(new Date('2026-12-31T22:59:00Z'))).toBe('2026-12-31');
    expect(romeDay(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    expect(currentYear(new Date('2026-12-31T23:00:00Z'))).toBe(2027);
  });

  it('names the weekdays from Monday in both languages', () => {
    expect(weekdayNames('it').map((day) => day.long)).toEqual([
      'lunedì',
      'martedì',
      'mercoledì',
      'giovedì',
      'venerdì',
      'sabato',
      'domenica',
    ]);
    expect(weekdayNames('en')[0]?.long).toBe('Monday');
  });

  it('writes the month and full day labels in the interface language', () => {
    expect(formatMonthKey('2027-01', 'it')).toBe('Gennaio 2027');
    expect(formatMonthKey('2027-01', 'en')).toBe('January 2027');
    expect(formatWeekdayDate('2026-12-02', 'it')).toBe('mercoledì 2 dicembre 2026');
    expect(formatWeekdayDate('2026-12-02', 'en')).toMatch(/^Wednesday,? 2 December 2026$/);
  });
});
