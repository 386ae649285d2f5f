import type { Language } from '@cammini/contract';
import { BUSINESS_TIME_ZONE } from '../../lib/business-day.js';

/**
 * How every e-mail writes money and dates: in the reader's language, and always in Italian time,
 * where the business is, whatever the server's own zone.
 */

const locales: Record<Language, string> = { it: 'it-IT', en: 'en-GB' };

/** An amount kept in cents, written as currency: "15,00 €" in Italian, "€15.00" in English. */
export const formatMoney = (cents: number, language: Language = 'it', currency = 'EUR') =>
  new Intl.NumberFormat(locales[language], { style: 'currency', currency }).format(cents / 100);

/** A day: "26 novembre 2026". */
export const formatDate = (date: Date, language: Language = 'it') =>
  new Intl.DateTimeFormat(locales[language], {
    timeZone: BUSINESS_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);

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
