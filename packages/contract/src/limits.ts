export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const AFFILIATE_CODE_LENGTH = 6;
/** Codes the original client sends when the user has no invitation code. */
export const NO_AFFILIATE_CODES = ['123456', 'AAAAAA'] as const;
export const DEFAULT_AFFILIATE_CODE = '123456';
export const NO_CODE_AFFILIATE_CODE = 'AAAAAA';
export const MIN_WITHDRAWAL_EUROS = 15;
export const VERIFICATION_TOKEN_HOURS = 24;
export const RESET_TOKEN_MINUTES = 60;
/** Version of the privacy text the registration form shows; recorded with each consent. */
export const PRIVACY_POLICY_VERSION = '2026-11-01';
export const LANGUAGES = ['it', 'en'] as const;
export type LanguageCode = (typeof LANGUAGES)[number];
