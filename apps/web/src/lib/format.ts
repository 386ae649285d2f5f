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

/** Accepts an ISO date ("2026-12-05") or timestamp; date-only values are read as that calendar day. */
function toDate(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00`) : new Date(value);
}

/** "5 dicembre 2026" */
export const formatLongDate = (value: string, language = 'it') => longDate[lang(language)].format(toDate(value));
/** "5 dicembre" */
export const formatDayMonth = (value: string, language = 'it') => dayMonth[lang(language)].format(toDate(value));
/** "4 marzo 2027 alle ore 10:00 CET" */
export const formatDateTime = (value: string, language = 'it') => dateTime[lang(language)].format(new Date(value));
