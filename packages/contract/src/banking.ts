import { z } from 'zod';
import { WithdrawalStatus } from './back-office.js';
import { Email } from './common.js';
import { problem } from './field-problems.js';
import { MIN_WITHDRAWAL_EUROS, PASSWORD_MAX_LENGTH } from './limits.js';
import { typedEuros } from './money.js';

// IBAN (ISO 13616)

/** Lengths of the countries our customers bank in; others are checked by the mod-97 rule alone. */
const IBAN_LENGTHS: Record<string, number> = {
  IT: 27,
  SM: 27,
  VA: 22,
  AT: 20,
  BE: 16,
  CH: 21,
  DE: 22,
  ES: 24,
  FR: 27,
  GB: 22,
  IE: 22,
  LU: 20,
  MC: 27,
  MT: 31,
  NL: 18,
  PT: 25,
  SI: 19,
  HR: 21,
  GR: 27,
  PL: 28,
};

/** An IBAN as people type it: spaces dropped, letters upper-cased. */
export const normalizeIban = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** ISO 13616: the country's length, then the check digits by the mod-97 rule. */
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const expectedLength = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expectedLength !== undefined && iban.length !== expectedLength) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** Groups of four, the way banks print it. */
export const formatIban = (value: string) => normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');

export const Iban = z.string().max(60).transform(normalizeIban).refine(isValidIban, problem('iban'));

// Codice fiscale

const ODD_VALUES: Record<string, number> = Object.fromEntries(
  [
    1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22,
    25, 24, 23,
  ].map((value, index) => ['0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'[index], value]),
);
const evenValue = (char: string) => (/\d/.test(char) ? Number(char) : char.charCodeAt(0) - 65);

/** Surname, name, year, month letter, day (+40 for women), place, check letter; digits may be letters (omocodia). */
const TAX_CODE_SHAPE = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

export const normalizeTaxCode = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** The Italian tax code's shape and its check letter (DM 23/12/1976). */
export function isValidTaxCode(value: string): boolean {
  const code = normalizeTaxCode(value);
  if (!TAX_CODE_SHAPE.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const char = code.charAt(i);
    // Positions are counted from 1: the 1st, 3rd … characters take the "odd" values.
    sum += i % 2 === 0 ? (ODD_VALUES[char] ?? 0) : evenValue(char);
  }
  return String.fromCharCode(65 + (sum % 26)) === code.charAt(15);
}

export const TaxCode = z.string().max(40).transform(normalizeTaxCode).refine(isValidTaxCode, problem('taxCode'));

// Calls of the Banking tab (/utente)

/**
 * The account's password, asked again before bank details change: a stolen session alone (it lives
 * for weeks in the browser) must not be enough to redirect the customer's money.
 */
export const CurrentPassword = z.string().min(1).max(PASSWORD_MAX_LENGTH);

/** PUT /api/iban/: only for the caller's own e-mail, with their current password. */
export const SaveIbanBody = z.object({ email: Email, iban: Iban, currentPassword: CurrentPassword });
export type SaveIbanBody = z.input<typeof SaveIbanBody>;

/** PUT /api/cf/: the field is `cf`, as other clients send it, with the current password. */
export const SaveTaxCodeBody = z.object({ email: Email, CF: TaxCode, currentPassword: CurrentPassword });
export type SaveTaxCodeBody = z.input<typeof SaveTaxCodeBody>;

const belowMinimum = problem('belowMinimum', MIN_WITHDRAWAL_EUROS);

/** Euros with at most two decimals, as a number or as typed ("20,50"). */
export const EuroAmount = z
  .union([z.number(), z.string().pipe(typedEuros('amount'))])
  .refine((value) => Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: problem('amountDecimals'),
  })
  .refine((value) => value <= 10_000_000, problem('amount'));

/** POST /api/withdraw/: minimum 15 euro; the server checks the balance, the tax code and documents. */
export const WithdrawBody = z.object({
  email: Email,
  amount: EuroAmount.refine((value) => value >= MIN_WITHDRAWAL_EUROS, belowMinimum),
});
export type WithdrawBody = z.input<typeof WithdrawBody>;

export const CustomerWithdrawal = z.object({
  id: z.number(),
  requestDate: z.iso.datetime(),
  amount: z.number().nonnegative(),
  status: WithdrawalStatus,
});
export type CustomerWithdrawal = z.infer<typeof CustomerWithdrawal>;

export const WithdrawResponse = z.object({ message: z.literal('Success'), withdrawal: CustomerWithdrawal });
export type WithdrawResponse = z.infer<typeof WithdrawResponse>;

/**
 * The answer's message when a withdrawal lacks the tax code, the IBAN or verified documents: the
 * original client shows its own explanation when it reads exactly this.
 */
export const NO_BANKING_DATA_MESSAGE = 'No Data';

/** GET /api/withdrawals/: the caller's requests, newest first. */
export const CustomerWithdrawalsResponse = z.object({
  message: z.literal('Success'),
  withdrawals: z.array(CustomerWithdrawal),
});
export type CustomerWithdrawalsResponse = z.infer<typeof CustomerWithdrawalsResponse>;

/** POST /api/document/: the text fields beside the two `document` files (front, then back). */
export const UploadDocumentsFields = z.object({
  email: Email,
  name: z.string().trim().max(200).optional(),
});

export const DOCUMENT_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
