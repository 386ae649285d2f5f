import { z } from 'zod';
import { type FieldProblemCode, problem } from './field-problems.js';

/**
 * The one money vocabulary. The API carries amounts as euros (a number with at most two decimals);
 * the server stores and computes them as integer cents; people type them with a comma or a point.
 */

/** An amount as the API carries it: euros, never negative. */
export const Euros = z.number().nonnegative();

/** Cents, as the server stores and computes money, to euros as the API carries them. */
export const centsToEuros = (cents: number): number => Math.round(cents) / 100;
/** Euros as the API carries them to whole cents. */
export const eurosToCents = (euros: number): number => Math.round(euros * 100);

/** A change to a balance in euros: a credit is positive, its reversal negative. */
export const EurosChange = z.number();

/** Whole euros, then a comma or a point and one or two decimals: "49", "49,9", "49.90". */
const TYPED_EUROS = /^(\d{1,9})(?:[.,](\d{1,2}))?$/;

/**
 * Cents from an amount a person typed, null when it is no amount. Counted in whole numbers, so
 * "0,29" is 29 cents and not the 28.999… of a float multiplied by 100.
 */
export function centsFromTyped(text: string): number | null {
  const match = TYPED_EUROS.exec(text.trim());
  if (!match) return null;
  const [, whole, decimals = ''] = match;
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
}

/**
 * A typed amount as a schema that answers euros; a text of another shape is refused with `shape`.
 * The euros are cents divided by 100: the same number as the typed decimal read directly.
 */
export const typedEuros = (shape: FieldProblemCode) =>
  z.string().transform((text, context) => {
    const cents = centsFromTyped(text);
    if (cents !== null) return cents / 100;
    context.addIssue({ code: 'custom', message: problem(shape) });
    return z.NEVER;
  });

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in cents written as currency, the same on screens and in e-mails: "12.345,50 €" in
 * Italian (which groups thousands from five digits: "1234,50 €"), "€12,345.50" in English. Each format
 * is built on first use: building one costs milliseconds, and a page needs one or two.
 */
export function formatMoney(cents: number, language: string = 'it', currency = 'EUR'): string {
  const locale = language === 'en' ? 'en-GB' : 'it-IT';
  const key = `${locale} ${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    moneyFormats.set(key, format);
  }
  return format.format(cents / 100);
}

/** An amount in euros, as the API carries it, written as `formatMoney` writes cents. */
export const formatEuros = (euros: number, language: string = 'it') => formatMoney(Math.round(euros * 100), language);
