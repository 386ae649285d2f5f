import type { Language } from '@cammini/contract';
import { BUSINESS_TIME_ZONE } from '../../lib/business-day.js';

/**
 * How every e-mail writes dates: in the reader's language, and always in Italian time, where the
 * business is, whatever the server's own zone. Money is written by the contract's formatMoney, as on screens.
 */

const locales: Record<Language, string> = { it: 'it-IT', en: 'en-GB' };

/** A day: "26 novembre 2026". */
export const formatDate = (date: Date, language: Language = 'it') =>
  new Intl.DateTimeFormat(locales[language], {
    timeZone: BUSINESS_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);

const dayPart = (isoDate: string) => Number(isoDate.slice(8, 10));
const monthOf = (isoDate: string, language: Language) =>
  new Intl.DateTimeFormat(locales[language], { timeZone: 'UTC', month: 'long' }).format(
    new Date(`${isoDate}T12:00:00Z`),
  );
const yearOf = (isoDate: string) => isoDate.slice(0, 4);
/** "1º" for the first of the month in Italian, as it is written; the number otherwise. */
const dayNumber = (isoDate: string, language: Language) =>
  language === 'it' && dayPart(isoDate) === 1 ? '1º' : String(dayPart(isoDate));
/** Italian elides the article before a vowel sound: "l'8", "dall'11". */
const elides = (isoDate: string) => [8, 11].includes(dayPart(isoDate));

/**
 * A course's days as a sentence says them, preposition included: "il 9 gennaio 2027", "dal 9 al 10
 * gennaio 2027", "dal 30 dicembre 2026 al 2 gennaio 2027"; "on 9 January 2027", "from 9 to 10 January
 * 2027". What the two days share (the month, the year) is said once. Dates are "YYYY-MM-DD".
 */
export function formatCourseDays(startDate: string, endDate: string | null, language: Language = 'it'): string {
  const last = endDate && endDate > startDate ? endDate : startDate;
  const sameYear = yearOf(startDate) === yearOf(last);
  const sameMonth = sameYear && startDate.slice(5, 7) === last.slice(5, 7);
  const lastText = `${dayNumber(last, language)} ${monthOf(last, language)} ${yearOf(last)}`;
  const firstText = [
    dayNumber(startDate, language),
    ...(sameMonth ? [] : [monthOf(startDate, language)]),
    ...(sameYear ? [] : [yearOf(startDate)]),
  ].join(' ');
  if (language === 'en') return last === startDate ? `on ${lastText}` : `from ${firstText} to ${lastText}`;
  if (last === startDate) return `${elides(startDate) ? "l'" : 'il '}${lastText}`;
  return `${elides(startDate) ? "dall'" : 'dal '}${firstText} ${elides(last) ? "all'" : 'al '}${lastText}`;
}

/** A moment: "26 novembre 2026 alle ore 10:30". */
export const formatDateTime = (date: Date, language: Language = 'it') =>
  new Intl.DateTimeFormat(locales[language], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: BUSINESS_TIME_ZONE,
  }).format(date);

/**
 * A moment with its zone named ("26 novembre 2026 alle ore 10:30 CET"): security notices say exactly
 * when something happened, to a reader who may be abroad.
 */
export const formatDateTimeWithZone = (date: Date, language: Language = 'it') =>
  new Intl.DateTimeFormat(locales[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: BUSINESS_TIME_ZONE,
    timeZoneName: 'short',
  }).format(date);

/**
 * The last characters of an identifier (IBAN, tax code): enough for its owner to recognize it, never
 * the whole number in a mailbox.
 */
export const lastCharactersOf = (identifier: string) => `…${identifier.replace(/\s+/g, '').slice(-4)}`;

/** Subjects and header values built from names and titles stay on one line. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
