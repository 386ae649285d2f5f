import type { Language } from '@cammini/contract';

/** Money is written by the contract's formatEuros, the same on screens and in e-mails. */
export { formatEuros } from '@cammini/contract';

/**
 * Every date is shown as it is in Italy, where the business runs, whatever the machine's zone: the
 * server (UTC) and the visitor's browser (anywhere) then write the same day, so the browser adopts the
 * server's page as it is.
 */
const BUSINESS_TIME_ZONE = 'Europe/Rome';

type DateOptions = Omit<Intl.DateTimeFormatOptions, 'timeZone'>;
const LOCALES: Record<Language, string> = { it: 'it-IT', en: 'en-GB' };
/** One format, in Italian time, in the language asked for (each language's made on its first use). */
const inRome = (options: DateOptions) => {
  const made: Partial<Record<Language, Intl.DateTimeFormat>> = {};
  return (language: string) => {
    const key = lang(language);
    made[key] ??= new Intl.DateTimeFormat(LOCALES[key], { ...options, timeZone: BUSINESS_TIME_ZONE });
    return made[key];
  };
};

const longDate = inRome({ dateStyle: 'long' });
const dayMonth = inRome({ day: 'numeric', month: 'long' });

/** A moment with its zone said (CET or CEST). */
const dateTime = inRome({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
});

const lang = (language: string): Language => (language === 'en' ? 'en' : 'it');

/**
 * Reads a calendar day ("2026-12-02") as that day at noon UTC, which is the same day in Italy (13:00 or
 * 14:00), so no zone moves it.
 */
export const calendarDay = (value: string) => new Date(`${value}T12:00:00Z`);

/** Accepts an ISO date ("2026-12-05") or timestamp; date-only values are read as that calendar day. */
function toDate(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? calendarDay(value) : new Date(value);
}

/** "5 dicembre 2026" */
export const formatLongDate = (value: string, language = 'it') => longDate(language).format(toDate(value));
/** "5 dicembre" */
export const formatDayMonth = (value: string, language = 'it') => dayMonth(language).format(toDate(value));
/** "4 marzo 2027 alle ore 10:00 CET" */
export const formatDateTime = (value: string, language = 'it') => dateTime(language).format(new Date(value));

const shortDateTime = inRome({ dateStyle: 'short', timeStyle: 'short' });
/** "05/12/26, 10:00" */
export const formatShortDateTime = (value: string, language = 'it') => shortDateTime(language).format(new Date(value));

const numericDate = inRome({ day: '2-digit', month: '2-digit', year: 'numeric' });
/** "05/12/2026" */
export const formatNumericDate = (value: string, language = 'it') => numericDate(language).format(toDate(value));

const dayOfMonth = inRome({ day: 'numeric' });
const monthName = inRome({ month: 'long' });
/** The day and the month name apart ("5", "dicembre"), for a date badge. */
export function formatDayAndMonth(value: string, language = 'it'): { day: string; month: string } {
  const date = toDate(value);
  return { day: dayOfMonth('it').format(date), month: monthName(language).format(date) };
}

const monthYear = inRome({ month: 'long', year: 'numeric' });
/** "Dicembre 2026" for the month key "2026-12" */
export function formatMonthKey(month: string, language = 'it'): string {
  const [year, index] = month.split('-').map(Number);
  // The middle of the month: the same month in every zone.
  const text = monthYear(language).format(new Date(Date.UTC(year ?? 0, (index ?? 1) - 1, 15, 12)));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const weekdayFormats = { short: inRome({ weekday: 'short' }), long: inRome({ weekday: 'long' }) };
/** Monday to Sunday: short names for a calendar's header, long ones for screen readers. */
export function weekdayNames(language = 'it'): { short: string; long: string }[] {
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => {
    const date = calendarDay(`2024-01-0${i + 1}`);
    return { short: weekdayFormats.short(language).format(date), long: weekdayFormats.long(language).format(date) };
  });
}

const weekdayDate = inRome({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
/** "mercoledì 2 dicembre 2026": a day with its weekday, as a calendar's day button is read. */
export const formatWeekdayDate = (value: string, language = 'it') => weekdayDate(language).format(toDate(value));

const fullDay = inRome({ day: 'numeric', month: 'long', year: 'numeric' });
/**
 * "2–3 dicembre 2026", "30 novembre – 1 dicembre 2026", "30 dicembre 2026 – 1 gennaio 2027", or one
 * day when the course has no (or the same) last day. Written by hand: Intl's ranges pad Italian days ("02–03").
 */
export function formatCourseDates(date: string, dateFine: string | null, language = 'it'): string {
  const full = fullDay(language);
  const first = calendarDay(date);
  if (!dateFine || dateFine <= date) return full.format(first);
  const last = calendarDay(dateFine);
  if (date.slice(0, 7) === dateFine.slice(0, 7)) return `${dayOfMonth('it').format(first)}–${full.format(last)}`;
  if (date.slice(0, 4) === dateFine.slice(0, 4)) return `${dayMonth(language).format(first)} – ${full.format(last)}`;
  return `${full.format(first)} – ${full.format(last)}`;
}

const isoParts = inRome({ year: 'numeric', month: '2-digit', day: '2-digit' });
/** Today (or the day of `now`) in Italy, as "2026-11-26". */
export function romeDay(now = new Date()): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    isoParts('en')
      .formatToParts(now)
      .find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The current year in Italy, for a copyright line. */
export const currentYear = (now = new Date()) => Number(romeDay(now).slice(0, 4));
