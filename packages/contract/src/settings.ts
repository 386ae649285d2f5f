import { z } from 'zod';
import { isValidTaxCode, normalizeTaxCode } from './banking.js';
import { Email, isSingleLine } from './common.js';
import { problem } from './field-problems.js';

/*
 * The business's own details (GET and PUT /api/settings): shown by the header, footer, chat button,
 * JSON-LD, e-mails and receipts. One row on the server; the web form checks the same schema.
 */

/** An empty box means "not set": the form sends '' and the API stores null. */
const blankAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsNull, schema.nullable()).default(null);

const line = (max: number) =>
  z
    .string()
    .trim()
    .min(1, problem('required'))
    .max(max, problem('tooLong', max))
    .refine(isSingleLine, problem('oneLine'));

/** Italian partita IVA: 11 digits whose last is the Luhn-like check digit of the other ten. */
export function isValidVatNumber(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const digit = Number(value[i]);
    if (i % 2 === 0) sum += digit;
    else sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return (10 - (sum % 10)) % 10 === Number(value[10]);
}

/** Partita IVA (11 digits, an optional IT prefix dropped) or codice fiscale (16 characters). */
export const BusinessTaxId = z
  .string()
  .transform((value) => normalizeTaxCode(value).replace(/^IT(?=\d{11}$)/, ''))
  .refine((value) => isValidVatNumber(value) || isValidTaxCode(value), problem('businessTaxId'));

/**
 * Completes a phone number typed without its country code: the business is Italian, so a number with
 * none is Italian (`055 123 4567` becomes `+39 055 123 4567`), and the international prefix `00`
 * becomes `+` (`0044 20 7946 0000`). A number that starts with `+`, or with no digit, is left as typed.
 */
export function completePhoneNumber(value: string): string {
  if (/^00[1-9]/.test(value)) return `+${value.slice(2)}`;
  if (/^[0-9]/.test(value)) return `+39 ${value}`;
  return value;
}

/**
 * A phone number in international form: `+`, the country code, then the number; spaces are kept as
 * typed for reading, and 8 to 15 digits in all (ITU E.164). One typed without a country code is
 * completed first (see completePhoneNumber).
 */
export const InternationalPhone = z
  .string()
  .trim()
  .transform((value) => completePhoneNumber(value.replace(/\s+/g, ' ')))
  .refine((value) => /^\+[1-9][0-9 ]+$/.test(value), problem('internationalPhone'))
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 8 && digits <= 15;
  }, problem('internationalPhone'));

/**
 * Completes an address typed without its scheme, as people copy it from a browser's bar or a business
 * card (`instagram.com/studio`, `www.facebook.com/studio`, `//youtube.com/@studio`): it gets `https://`.
 * An address with a scheme of its own (`http:`, `javascript:`) is left as typed, to be refused. A colon
 * after a dotted name is a port, not a scheme.
 */
export function completeHttpsUrl(value: string): string {
  if (value === '') return value;
  if (value.startsWith('//')) return `https:${value}`;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value);
  if (scheme && !scheme[1]?.includes('.')) return value;
  return `https://${value}`;
}

/** Only https addresses: the links are shown to every visitor, and plain http would be downgraded by browsers. */
export const HttpsUrl = z
  .string()
  .trim()
  .transform(completeHttpsUrl)
  .pipe(z.string().max(300, problem('tooLong', 300)))
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, problem('httpsUrl'));

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'youtube', 'linkedin', 'tiktok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SocialLinks = z.object({
  facebook: optional(HttpsUrl),
  instagram: optional(HttpsUrl),
  youtube: optional(HttpsUrl),
  linkedin: optional(HttpsUrl),
  tiktok: optional(HttpsUrl),
});

export const WITHDRAWAL_PERIOD_MIN_DAYS = 14;
export const WITHDRAWAL_PERIOD_MAX_DAYS = 90;

const PublicFields = {
  businessName: line(120),
  legalAddress: optional(line(300)),
  taxId: optional(BusinessTaxId),
  email: optional(Email),
  phone: optional(InternationalPhone),
  whatsapp: optional(InternationalPhone),
  social: SocialLinks.default({ facebook: null, instagram: null, youtube: null, linkedin: null, tiktok: null }),
  /** New reviews wait for the admin's approval before they are shown (the default), or appear at once. */
  reviewsNeedApproval: z.boolean().default(true),
  /**
   * Days from the purchase in which a customer may withdraw from a contract through the withdrawal
   * function: the law's 14 at least, more if the business grants them.
   */
  withdrawalPeriodDays: z.number().int().min(WITHDRAWAL_PERIOD_MIN_DAYS).max(WITHDRAWAL_PERIOD_MAX_DAYS).default(14),
  /**
   * In-person courses are leisure services for a specific date, for which the law allows no right of
   * withdrawal. Off by default: the right applies, the safer reading until a lawyer says otherwise.
   */
  leisureServiceException: z.boolean().default(false),
};

/** What every visitor may read. */
export const PublicSettings = z.object(PublicFields);
export type PublicSettings = z.output<typeof PublicSettings>;

/*
 * The terms of sale: the parts the law leaves to the business (/condizioni-di-vendita shows them; the
 * server writes the rest from the rules it enforces). Not in the public settings every page loads: the
 * terms' own answer carries them.
 */
export const COMPLAINTS_ANSWER_MIN_DAYS = 1;
export const COMPLAINTS_ANSWER_MAX_DAYS = 60;
export const TERMS_EXTRA_CLAUSE_MAX_LENGTH = 3000;

/** Several lines of plain text (paragraphs split by a blank line); empty means none. */
const clause = optional(
  z.string().trim().max(TERMS_EXTRA_CLAUSE_MAX_LENGTH, problem('tooLong', TERMS_EXTRA_CLAUSE_MAX_LENGTH)),
);

const TermsOfSaleFields = {
  /**
   * The out-of-court dispute resolution (ADR) body the business commits to use, and its page; none by
   * default: the terms then tell consumers they may propose a listed body and go to court.
   */
  adrBodyName: optional(line(200)),
  adrBodyUrl: optional(HttpsUrl),
  /** Within how many days a complaint gets its answer. */
  complaintsAnswerDays: z.number().int().min(COMPLAINTS_ANSWER_MIN_DAYS).max(COMPLAINTS_ANSWER_MAX_DAYS).default(14),
  /** An extra clause the owner adds, in both languages or in neither (the terms are read in both). */
  termsExtraClauseIt: clause,
  termsExtraClauseEn: clause,
};

/** Everything the admin edits: the public part and the address that receives the site's notices. */
export const SiteSettings = z
  .object({
    ...PublicFields,
    /** Where notices (contact messages, sales, withdrawal requests) go; null keeps the server's CONTACT_EMAIL. */
    noticeEmail: optional(Email),
    ...TermsOfSaleFields,
  })
  .superRefine((settings, context) => {
    if (settings.adrBodyUrl !== null && settings.adrBodyName === null) {
      context.addIssue({ code: 'custom', path: ['adrBodyName'], message: problem('required') });
    }
    if ((settings.termsExtraClauseIt === null) !== (settings.termsExtraClauseEn === null)) {
      const missing = settings.termsExtraClauseIt === null ? 'termsExtraClauseIt' : 'termsExtraClauseEn';
      context.addIssue({ code: 'custom', path: [missing], message: problem('required') });
    }
  });
export type SiteSettings = z.output<typeof SiteSettings>;
export type SiteSettingsInput = z.input<typeof SiteSettings>;

/*
 * Answers are checked against plain shapes: the request schemas above transform what they read, and a
 * transform cannot be run backwards to write an answer.
 */
const nullableText = z.string().nullable();
const PublicSettingsValues = z.object({
  businessName: z.string(),
  legalAddress: nullableText,
  taxId: nullableText,
  email: nullableText,
  phone: nullableText,
  whatsapp: nullableText,
  social: z.object({
    facebook: nullableText,
    instagram: nullableText,
    youtube: nullableText,
    linkedin: nullableText,
    tiktok: nullableText,
  }),
  reviewsNeedApproval: z.boolean(),
  withdrawalPeriodDays: z.number().int(),
  leisureServiceException: z.boolean(),
});

export const PublicSettingsResponse = z.object({ message: z.literal('Success'), settings: PublicSettingsValues });
export type PublicSettingsResponse = z.infer<typeof PublicSettingsResponse>;

export const SiteSettingsResponse = z.object({
  message: z.literal('Success'),
  settings: PublicSettingsValues.extend({
    noticeEmail: nullableText,
    adrBodyName: nullableText,
    adrBodyUrl: nullableText,
    complaintsAnswerDays: z.number().int(),
    termsExtraClauseIt: nullableText,
    termsExtraClauseEn: nullableText,
  }),
  /**
   * The address notices go to when `noticeEmail` is empty (the server's CONTACT_EMAIL); null while that
   * is a developer's placeholder (`info@localhost.test`), which reaches no one.
   */
  defaultNoticeEmail: z.string().nullable(),
});
export type SiteSettingsResponse = z.infer<typeof SiteSettingsResponse>;
