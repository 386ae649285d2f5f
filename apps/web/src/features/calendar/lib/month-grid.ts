import { romeDay } from '../../../lib/format';

/** A month of the calendar; `month` counts from 0 (January) like Date does. */
export interface YearMonth {
  year: number;
  month: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-12-02" for a local calendar day. */
export const isoDay = (year: number, month: number, day: number) => {
  const date = new Date(year, month, day);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/**
 * Today in Italy, where the courses take place: the server (UTC) and a visitor's browser anywhere draw
 * the same month and the same day marked.
 */
export const today = (now = new Date()) => romeDay(now);

export const monthOf = (iso: string): YearMonth => ({
  year: Number(iso.slice(0, 4)),
  month: Number(iso.slice(5, 7)) - 1,
});

/** "2026-12": the month as lists and filters name it. */
export const monthKey = ({ year, month }: YearMonth) => `${year}-${pad(month + 1)}`;

export const sameMonth = (a: YearMonth, b: YearMonth) => a.year === b.year && a.month === b.month;

/** One step back or forward; December + 1 is January of the next year and January - 1 December of the last. */
export function addMonths({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + month + delta;
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 };
}

/** The day `delta` days from an ISO day (local calendar arithmetic, so no time-zone shift). */
export function addDays(iso: string, delta: number): string {
  const { year, month } = monthOf(iso);
  return isoDay(year, month, Number(iso.slice(8, 10)) + delta);
}

/**
 * The month as weeks of seven cells, Monday first (the Italian convention); cells outside the
 * month are null so the grid keeps its columns.
 */
export function monthWeeks({ year, month }: YearMonth): (string | null)[][] {
  const first = new Date(year, month, 1);
  const lead = (first.getDay() + 6) % 7;
  const days = new Date(year, month + 1, 0).getDate();
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, i) => isoDay(year, month, i + 1)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** Longer than any course: stops a mistyped end date (years away) from painting a whole calendar. */
const MAX_SPAN_DAYS = 366;

/** Every day each event covers, from its first to its last day, mapped to the events of that day. */
export function eventsByDay<T extends { date: string; dateFine: string | null }>(events: readonly T[]) {
  const days = new Map<string, T[]>();
  for (const event of events) {
    const last = event.dateFine && event.dateFine > event.date ? event.dateFine : event.date;
    let day = event.date;
    for (let i = 0; i < MAX_SPAN_DAYS && day <= last; i += 1) {
      days.set(day, [...(days.get(day) ?? []), event]);
      day = addDays(day, 1);
    }
  }
  return days;
}
