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
 * A phone number in international form: `+`, the country code, then the number; spaces are kept as
 * typed for reading, and 8 to 15 digits in all (ITU E.164).
 */
export const InternationalPhone = z
  .string()
  .trim()
  .transform((value) => value.replace(/\s+/g, ' '))
  .refine((value) => /^\+[1-9][0-9 ]+$/.test(value), problem('internationalPhone'))
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 8 && digits <= 15;
  }, problem('internationalPhone'));

/** Only https addresses: the links are shown to every visitor, and plain http would be downgraded by browsers. */
export const HttpsUrl = z
  .string()
  .trim()
  .max(300, problem('tooLong', 300))
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
};

/** What every visitor may read. */
export const PublicSettings = z.object(PublicFields);
export type PublicSettings = z.output<typeof PublicSettings>;

/** Everything the admin edits: the public part and the address that receives the site's notices. */
export const SiteSettings = z.object({
  ...PublicFields,
  /** Where notices (contact messages, sales, withdrawal requests) go; null keeps the server's CONTACT_EMAIL. */
  noticeEmail: optional(Email),
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
});

export const PublicSettingsResponse = z.object({ message: z.literal('Success'), settings: PublicSettingsValues });
export type PublicSettingsResponse = z.infer<typeof PublicSettingsResponse>;

export const SiteSettingsResponse = z.object({
  message: z.literal('Success'),
  settings: PublicSettingsValues.extend({ noticeEmail: nullableText }),
  /** The address notices go to when `noticeEmail` is empty (the server's CONTACT_EMAIL). */
  defaultNoticeEmail: z.string(),
});
export type SiteSettingsResponse = z.infer<typeof SiteSettingsResponse>;
