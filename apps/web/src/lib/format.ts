import type { Language } from '@cammini/contract';

/** Prices in euros with two decimals, Italian style ("1.234,50 €"), whatever the interface language. */
const euroFormat = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
export const formatEuros = (amount: number) => euroFormat.format(amount);

const longDate = {
  it: new Intl.DateTimeFormat('it-IT', { dateStyle: 'long' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }),
};
const dayMonth = {
  it: new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long' }),
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long' }),
};

/** A moment in Italian time, where the business runs, with its zone said (CET or CEST). */
const moment = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Rome',
  timeZoneName: 'short',
} as const;
const dateTime = {
  it: new Intl.DateTimeFormat('it-IT', moment),
  en: new Intl.DateTimeFormat('en-GB', moment),
};

const lang = (language: string): Language => (language === 'en' ? 'en' : 'it');

/** Reads a calendar day ("2026-12-02") as that day at noon, so no time zone moves it. */
export const calendarDay = (value: string) => new Date(`${value}T12:00:00`);

/** Accepts an ISO date ("2026-12-05") or timestamp; date-only values are read as that calendar day. */
function toDate(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? calendarDay(value) : new Date(value);
}

/** "5 dicembre 2026" */
export const formatLongDate = (value: string, language = 'it') => longDate[lang(language)].format(toDate(value));
/** "5 dicembre" */
export const formatDayMonth = (value: string, language = 'it') => dayMonth[lang(language)].format(toDate(value));
/** "4 marzo 2027 alle ore 10:00 CET" */
export const formatDateTime = (value: string, language = 'it') => dateTime[lang(language)].format(new Date(value));

const shortDateTime = {
  it: new Intl.DateTimeFormat('it-IT', { dateStyle: 'short', timeStyle: 'short' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'short' }),
};
/** "05/12/26, 10:00", in the browser's time zone */
export const formatShortDateTime = (value: string, language = 'it') =>
  shortDateTime[lang(language)].format(new Date(value));

const numericDate = {
  it: new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric' }),
  en: new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' }),
};
/** "05/12/2026" */
export const formatNumericDate = (value: string, language = 'it') =>
  numericDate[lang(language)].format(new Date(value));

const dayOfMonth = new Intl.DateTimeFormat('it-IT', { day: 'numeric' });
const monthName = {
  it: new Intl.DateTimeFormat('it-IT', { month: 'long' }),
  en: new Intl.DateTimeFormat('en-GB', { month: 'long' }),
};
/** The day and the month name apart ("5", "dicembre"), for a date badge. */
export function formatDayAndMonth(value: string, language = 'it'): { day: string; month: string } {
  const date = new Date(value);
  return { day: dayOfMonth.format(date), month: monthName[lang(language)].format(date) };
}

const monthYear = {
  it: new Intl.DateTimeFormat('it-IT', { month: 'long', year: 'numeric' }),
  en: new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' }),
};
/** "Dicembre 2026" for the month key "2026-12" */
export function formatMonthKey(month: string, language = 'it'): string {
  const [year, index] = month.split('-').map(Number);
  const text = monthYear[lang(language)].format(new Date(year ?? 0, (index ?? 1) - 1, 1));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const fullDay = {
  it: new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric' }),
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }),
};
/**
 * "2–3 dicembre 2026", "30 novembre – 1 dicembre 2026", "30 dicembre 2026 – 1 gennaio 2027", or one
 * day when the course has no (or the same) last day. Written by hand: Intl's ranges pad Italian days ("02–03").
 */
export function formatCourseDates(date: string, dateFine: string | null, language = 'it'): string {
  const full = fullDay[lang(language)];
  const first = calendarDay(date);
  if (!dateFine || dateFine <= date) return full.format(first);
  const last = calendarDay(dateFine);
  if (date.slice(0, 7) === dateFine.slice(0, 7)) return `${first.getDate()}–${full.format(last)}`;
  if (date.slice(0, 4) === dateFine.slice(0, 4))
    return `${dayMonth[lang(language)].format(first)} – ${full.format(last)}`;
  return `${full.format(first)} – ${full.format(last)}`;
}
