import { describe, expect, it } from 'vitest';
import { businessDayStart } from './business-day.js';
import {
  cancellableNow,
  cancellationClosesOn,
  courseOver,
  saleFinalAt,
  withdrawableNow,
  withdrawalClosesOn,
} from './sale-finality.js';

/** An instant in Rome's wall clock ("2026-03-10T23:59"), whatever the machine's zone. */
const rome = (day: string, time = '12:00') => {
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(businessDayStart(day).getTime() + (hours! * 60 + minutes!) * 60_000);
};

describe('a booking with free cancellation', () => {
  const course = { freeCancellation: true, startDate: '2026-04-20' };

  it('can be cancelled until the end of the eighth day before the start, not from the seventh', () => {
    expect(cancellationClosesOn(course)).toBe('2026-04-13');
    expect(cancellableNow(course, rome('2026-04-12', '23:59'))).toBe(true);
    expect(cancellableNow(course, rome('2026-04-13', '00:00'))).toBe(false);
  });

  it('cannot be cancelled without free cancellation or without a date', () => {
    expect(cancellationClosesOn({ ...course, freeCancellation: false })).toBeNull();
    expect(cancellationClosesOn({ ...course, startDate: null })).toBeNull();
    expect(cancellableNow({ ...course, startDate: null }, rome('2026-01-01'))).toBe(false);
  });
});

describe('the withdrawal period', () => {
  it('runs through the 14th day after the day of the payment', () => {
    const paidAt = rome('2026-03-01', '23:30');
    expect(withdrawalClosesOn(paidAt)).toBe('2026-03-16');
    expect(withdrawableNow(paidAt, rome('2026-03-15', '23:59'))).toBe(true);
    expect(withdrawableNow(paidAt, rome('2026-03-16', '00:00'))).toBe(false);
  });
});

describe('the moment a sale is final', () => {
  it('is the start of the later of the two days, at least 14 days after the payment', () => {
    const paidAt = rome('2026-03-01', '10:00');
    // Cancellation closes on 13 April, after the withdrawal period: that day decides.
    expect(saleFinalAt(paidAt, { freeCancellation: true, startDate: '2026-04-20' })).toEqual(
      businessDayStart('2026-04-13'),
    );
    // Cancellation closes on 3 March, before the withdrawal period is over: the period decides.
    expect(saleFinalAt(paidAt, { freeCancellation: true, startDate: '2026-03-10' })).toEqual(
      businessDayStart('2026-03-16'),
    );
    expect(saleFinalAt(paidAt, { freeCancellation: false, startDate: '2026-04-20' })).toEqual(
      businessDayStart('2026-03-16'),
    );
    expect(saleFinalAt(paidAt, null)).toEqual(businessDayStart('2026-03-16'));
    expect(saleFinalAt(paidAt, null).getTime() - paidAt.getTime()).toBeGreaterThanOrEqual(14 * 86_400_000);
  });

  it('is a midnight in Rome across the change to summer time', () => {
    // Summer time starts on 29 March 2026: midnight (of 4 April) is then 22:00 UTC, before it (16 March) 23:00 UTC.
    expect(saleFinalAt(rome('2026-03-20'), null).toISOString()).toBe('2026-04-03T22:00:00.000Z');
    expect(saleFinalAt(rome('2026-03-01'), null).toISOString()).toBe('2026-03-15T23:00:00.000Z');
  });
});

describe('an in-person course', () => {
  it('is over from the day after its last day, and never while it has no date', () => {
    const course = { startDate: '2026-05-09', endDate: '2026-05-10' };
    expect(courseOver(course, rome('2026-05-10', '23:59'))).toBe(false);
    expect(courseOver(course, rome('2026-05-11', '00:00'))).toBe(true);
    expect(courseOver({ startDate: '2026-05-09', endDate: null }, rome('2026-05-10'))).toBe(true);
    expect(courseOver({ startDate: null, endDate: null }, rome('2030-01-01'))).toBe(false);
  });
});
