import { describe, expect, it } from 'vitest';
import { formatMonthKey } from '../../../lib/format';
import { courseMonths, filterByStartMonth, isMonthKey } from './month-filter';

const courses = [
  { title: 'A', date: '2026-12-02' },
  { title: 'B', date: '2026-12-29' },
  { title: 'C', date: '2027-01-13' },
  { title: 'D', date: null },
];

describe('the course date filter', () => {
  it('offers the months in which courses start, in order, once each', () => {
    expect(courseMonths([...courses].reverse())).toEqual(['2026-12', '2027-01']);
  });

  it('keeps only the courses starting in the chosen month', () => {
    expect(filterByStartMonth(courses, '2026-12').map((c) => c.title)).toEqual(['A', 'B']);
    expect(filterByStartMonth(courses, '2027-01').map((c) => c.title)).toEqual(['C']);
  });

  it('shows undated courses only without a month', () => {
    expect(filterByStartMonth(courses, '').map((c) => c.title)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('names the month in the interface language', () => {
    expect(formatMonthKey('2027-01', 'it')).toBe('Gennaio 2027');
    expect(formatMonthKey('2027-01', 'en')).toBe('January 2027');
  });

  it('accepts only well-formed month values from the address', () => {
    expect(isMonthKey('2026-12')).toBe(true);
    expect(isMonthKey('2026-13')).toBe(false);
    expect(isMonthKey('dicembre')).toBe(false);
  });
});
