import { z } from 'zod';
import { Email, personName, requiredText } from './common.js';
import { problem } from './field-problems.js';
import { AFFILIATE_CODE_LENGTH, LANGUAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits.js';
import { PendingCredit } from './refunds.js';

export const Language = z.enum(LANGUAGES);
export type Language = z.infer<typeof Language>;

export const Password = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

/** An ISO date (YYYY-MM-DD) of someone at least 14 and at most 120 years old. */
export const BirthDate = z.iso.date().refine((value) => {
  const years = (Date.now() - Date.parse(value)) / (365.25 * 24 * 3600 * 1000);
  return years >= 14 && years <= 120;
}, problem('birthDate'));

export const AffiliateCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[A-Z0-9]{${AFFILIATE_CODE_LENGTH}}$`));

const place = {
  state: requiredText(100),
  region: requiredText(100),
  /** Empty for countries that have no province level in the geo data. */
  province: z.string().trim().max(100).default(''),
  city: requiredText(100),
  address: requiredText(200),
};

/** POST /api/generate-token/ — the registration form. */
export const RegisterBody = z.object({
  name: personName(80),
  surname: personName(80),
  email: Email,
  password: Password,
  dateOfBirth: BirthDate,
  ...place,
  usedAffiliateCode: AffiliateCode.optional(),
  phoneNumber: z.string().trim().max(30).optional(),
  privacyAccepted: z.literal(true),
  language: Language.optional(),
});
export type RegisterBody = z.input<typeof RegisterBody>;

/**
 * A link token as the server makes them (base64url): anything else in a link is refused before it
 * reaches a query or a header (a `%0d%0a` would otherwise break the redirect of the unsubscribe link).
 */
export const LinkToken = z
  .string()
  .min(10)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, problem('link'));
export const TokenBody = z.object({ token: LinkToken });
export const TokenParams = z.object({ token: LinkToken });

export const LoginBody = z.object({ email: Email, password: z.string().min(1).max(PASSWORD_MAX_LENGTH) });
export type LoginBody = z.input<typeof LoginBody>;
export const LoginResponse = z.object({ message: z.literal('Success'), token: z.string() });

export const EmailBody = z.object({ email: Email });
export const EmailParams = z.object({ email: Email });

export const ResetBody = z.object({ token: LinkToken, password: Password });
export const ChangePasswordBody = z.object({
  oldPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: Password,
});

export const Group = z.enum(['admin', 'user']);
export type Group = z.infer<typeof Group>;
/** The group, and the account's language: a login on a device with no choice yet shows the site in it. */
export const GroupResponse = z.object({ message: z.literal('Success'), group: Group, language: Language });
export const PrivateTokenResponse = z.object({
  message: z.literal('Success'),
  token: z.string(),
  expiresAt: z.string(),
});

/**
 * POST /api/confirm-password/: an admin types the password again in the login session it is using, when
 * a private token asks for it (PASSWORD_CONFIRMATION_REQUIRED); the answer is a PrivateTokenResponse.
 */
export const ConfirmPasswordBody = z.object({ password: z.string().min(1).max(PASSWORD_MAX_LENGTH) });
export type ConfirmPasswordBody = z.input<typeof ConfirmPasswordBody>;

/**
 * Identity documents as the customer sees them (here, not in banking.ts: banking → back-office →
 * contact → accounts would be an import cycle): spec 2.13's three states (none, verifying,
 * verified), and `rejected` so that a customer whose documents were refused is told why the
 * upload form is back.
 */
export const DOCUMENT_STATES = ['none', 'verifying', 'verified', 'rejected'] as const;
export const DocumentState = z.enum(DOCUMENT_STATES);
export type DocumentState = z.infer<typeof DocumentState>;

/** GET /api/user/ — the profile, with the read-only figures. */
export const UserProfile = z.object({
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  birth_date: z.string().nullable(),
  state: z.string(),
  region: z.string(),
  province: z.string(),
  city: z.string(),
  address: z.string(),
  affiliateCode: z.string().nullable(),
  usedAffiliateCode: z.string().nullable(),
  /** Referral earnings and member earnings: everything ever credited, in euros. */
  earnings: z.number(),
  /**
   * Only for members (facilitators: a member is listed with the account's e-mail, or was credited as
   * one); absent for every other customer, whose area has no facilitator earnings.
   */
  memberEarnings: z.number().optional(),
  /**
   * What may be withdrawn now: the credits past their withdrawal period, minus their reversals (refunded
   * sales) and every request that is not cancelled. Below zero when a reversed credit had been withdrawn.
   */
  balance: z.number(),
  /** Credits still in their withdrawal period, each with the moment it becomes available. */
  pendingCredits: z.array(PendingCredit).optional(),
  iban: z.string().nullable(),
  CF: z.string().nullable(),
  verifying: z.boolean(),
  docVerified: z.boolean(),
  documentState: DocumentState,
  /** With documentState `rejected`: the reason the admin gave, if any. */
  documentRejectionReason: z.string().nullable(),
  /** Until when withdrawals wait after an IBAN change (ISO timestamp), or null when they may be asked now. */
  withdrawalsHeldUntil: z.iso.datetime().nullable(),
  group: Group,
  language: Language,
});
export type UserProfile = z.infer<typeof UserProfile>;
export const UserResponse = z.object({ message: z.literal('Success'), user: UserProfile });

/** PUT /api/user/ — what a customer may change of their profile. */
export const UpdateProfileBody = z.object({
  name: personName(80),
  surname: personName(80),
  phoneNumber: z.string().trim().max(30).optional().nullable(),
  birth_date: BirthDate,
  ...place,
  language: Language.optional(),
});
export type UpdateProfileBody = z.input<typeof UpdateProfileBody>;
