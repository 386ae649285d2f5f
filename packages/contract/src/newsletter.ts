import { z } from 'zod';
import { Language } from './accounts.js';
import { Email, optionalPersonName } from './common.js';

/** A confirmation link is valid this long (double opt-in). */
export const NEWSLETTER_CONFIRM_TOKEN_DAYS = 7;

/** POST /api/subscribe/ — the footer form; the original client sends only the e-mail. */
export const SubscribeBody = z.object({
  email: Email,
  /** Optional, and may be empty: the footer form's name box is not always filled. */
  name: optionalPersonName(120).optional(),
  language: Language.optional(),
});
export type SubscribeBody = z.input<typeof SubscribeBody>;

/** GET /api/newsletter/unsubscribe/{token} — what the unsubscribe page shows before the click. */
export const UnsubscribeInfoResponse = z.object({
  message: z.literal('Success'),
  /** Masked, so a forwarded link does not reveal the whole address. */
  email: z.string(),
  unsubscribed: z.boolean(),
  /** The subscriber's language: the page speaks it, as the newsletters did. */
  language: Language,
});
export type UnsubscribeInfoResponse = z.infer<typeof UnsubscribeInfoResponse>;
