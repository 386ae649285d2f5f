import { describe, expect, it } from 'vitest';
import { addDays, businessDay, businessDayStart, businessMonth, msUntilNextBusinessDay } from './business-day.js';

describe('business day', () => {
  it('is the date in Rome, not in UTC', () => {
    expect(businessDay(new Date('2026-11-27T22:59:00Z'))).toBe('2026-11-27');
    expect(businessDay(new Date('2026-11-27T23:00:00Z'))).toBe('2026-11-28');
    expect(businessDay(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(businessDay(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts down to the next midnight in Rome, daylight-saving days included', () => {
    expect(msUntilNextBusinessDay(new Date('2026-11-27T22:00:00Z'))).toBe(3_600_000);
    expect(msUntilNextBusinessDay(new Date('2026-11-27T22:59:30Z'))).toBe(30_000);
    // 29 March 2026 has 23 hours in Rome; 25 October 2026 has 25.
    expect(msUntilNextBusinessDay(new Date('2026-03-28T23:00:00Z'))).toBe(23 * 3_600_000);
    expect(msUntilNextBusinessDay(new Date('2026-10-24T22:00:00Z'))).toBe(25 * 3_600_000);
  });
});

describe('businessDayStart', () => {
  it('is midnight in Rome: 23:00 UTC the day before in winter, 22:00 in summer', () => {
    expect(businessDayStart('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(businessDayStart('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
  });

  it('holds on the days the clocks change (at night, never at midnight)', () => {
    expect(businessDayStart('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(businessDayStart('2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(businessDayStart('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(businessDayStart('2026-10-26').toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });
});

describe('businessMonth', () => {
  it("runs from the month's first midnight in Rome to the next month's, across the year's end", () => {
    // 00:30 on 1 December in Rome is still 30 November in UTC.
    const { from, to } = businessMonth(new Date('2026-11-30T23:30:00Z'));
    expect(from.toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(to.toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });
});
