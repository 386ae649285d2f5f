import { describe, expect, it } from 'vitest';
import { addDays, addMonths, eventsByDay, monthKey, monthWeeks, today } from './month-grid';

describe('the calendar month', () => {
  it('moves one month at a time and rolls the year over at December and January', () => {
    expect(addMonths({ year: 2026, month: 10 }, 1)).toEqual({ year: 2026, month: 11 });
    expect(addMonths({ year: 2026, month: 11 }, 1)).toEqual({ year: 2027, month: 0 });
    expect(addMonths({ year: 2027, month: 0 }, -1)).toEqual({ year: 2026, month: 11 });
    expect(addMonths({ year: 2027, month: 0 }, -13)).toEqual({ year: 2025, month: 11 });
  });

  it('lays the days out in weeks starting on Monday', () => {
    // December 2026 begins on a Tuesday and has 31 days.
    const weeks = monthWeeks({ year: 2026, month: 11 });
    expect(weeks[0]).toEqual([
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.at(-1)).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null]);
  });

  it('needs no leading blanks for a month that starts on a Monday', () => {
    // February 2027 begins on a Monday.
    expect(monthWeeks({ year: 2027, month: 1 })[0]?.[0]).toBe('2027-02-01');
  });

  it('names a month as lists and filters do', () => {
    expect(monthKey({ year: 2027, month: 0 })).toBe('2027-01');
    expect(monthKey({ year: 2026, month: 11 })).toBe('2026-12');
  });

  it('counts days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });

  it("counts today in Italy's time, whatever the machine's zone", () => {
    // 22:30 UTC is 23:30 in Rome in November; 23:30 UTC is already the next day there.
    expect(today(new Date('2026-11-22T22:30:00Z'))).toBe('2026-11-22');
    expect(today(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    // In summer (CEST) the day changes at 22:00 UTC.
    expect(today(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(today(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });
});

describe('the highlighted days', () => {
  it('covers every day a course spans, first and last included', () => {
    const days = eventsByDay([
      { title: 'Cammino', date: '2026-12-30', dateFine: '2027-01-01' },
      { title: 'Giornata', date: '2026-12-31', dateFine: null },
    ]);
    expect([...days.keys()]).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(days.get('2026-12-31')?.map((event) => event.title)).toEqual(['Cammino', 'Giornata']);
  });

  it('treats an end before the start as a one-day course', () => {
    const days = eventsByDay([{ title: 'Strano', date: '2026-12-10', dateFine: '2026-12-01' }]);
    expect([...days.keys()]).toEqual(['2026-12-10']);
  });
});
