export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const AFFILIATE_CODE_LENGTH = 6;
/** Codes the original client sends when the user has no invitation code. */
export const NO_AFFILIATE_CODES = ['123456', 'AAAAAA'] as const;
export const DEFAULT_AFFILIATE_CODE = '123456';
export const NO_CODE_AFFILIATE_CODE = 'AAAAAA';
export const MIN_WITHDRAWAL_EUROS = 15;
/**
 * Hours withdrawals wait after the IBAN is changed (not after the first one is entered): long enough
 * for the owner to read the e-mail that tells them and stop a stolen session redirecting the money.
 */
export const WITHDRAWAL_HOLD_HOURS_AFTER_IBAN_CHANGE = 72;
export const VERIFICATION_TOKEN_HOURS = 24;
export const RESET_TOKEN_MINUTES = 60;
/** Version of the privacy text the registration form shows; recorded with each consent. */
export const PRIVACY_POLICY_VERSION = '2026-11-01';
export const LANGUAGES = ['it', 'en'] as const;
export type LanguageCode = (typeof LANGUAGES)[number];
/** The blog's page of articles: the default and the most one call may ask for, and the deepest offset. */
export const ARTICLES_PAGE_DEFAULT = 100;
export const ARTICLES_PAGE_MAX = 200;
export const ARTICLES_OFFSET_MAX = 100_000;

const MB = 1024 * 1024;
/** Upload limits: the server enforces them while streaming; the forms use them to warn early. */
export const UploadLimits = {
  imageBytes: 15 * MB,
  videoBytes: 4 * 1024 * MB,
  documentBytes: 10 * MB,
  docxBytes: 20 * MB,
  /** Photos or videos in one multi-file field. */
  filesPerField: 20,
  /** Longest side of a stored image, after re-encoding. */
  imageMaxSide: 1920,
} as const;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
