import { z } from 'zod';
import { Language } from './accounts.js';
import { SendNewsletterBody } from './back-office.js';
import { CurrentPassword } from './banking.js';
import { Euros, EurosChange } from './money.js';

/** DELETE /api/user/: the account's own password, asked again before erasing it. */
export const DeleteAccountBody = z.object({ currentPassword: CurrentPassword });
export type DeleteAccountBody = z.input<typeof DeleteAccountBody>;

export const DeleteAccountResponse = z.object({ message: z.literal('Success') });
export type DeleteAccountResponse = z.infer<typeof DeleteAccountResponse>;

/** DELETE /api/admin/customers/{id}: the customer's id. */
export const CustomerIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const Timestamp = z.string().nullable();

/**
 * GET /api/user/export: everything the site holds about the caller, as a JSON download. Amounts in
 * euros, times as ISO strings.
 */
export const AccountDataExport = z.object({
  exportedAt: z.string(),
  profile: z.object({
    email: z.string(),
    name: z.string(),
    surname: z.string(),
    phoneNumber: z.string().nullable(),
    birthDate: z.string().nullable(),
    state: z.string(),
    region: z.string(),
    province: z.string(),
    city: z.string(),
    address: z.string(),
    language: Language,
    affiliateCode: z.string(),
    invitedBy: z.string().nullable(),
    taxCode: z.string().nullable(),
    iban: z.string().nullable(),
    createdAt: z.string(),
  }),
  consents: z.object({
    privacyAcceptedAt: Timestamp,
    privacyVersion: z.string().nullable(),
    /** Orders of online courses whose buyer asked for immediate access, giving up the 14-day withdrawal. */
    withdrawalWaivers: z.array(
      z.object({ orderId: z.string(), number: z.string().nullable(), course: z.string(), at: z.string() }),
    ),
  }),
  orders: z.array(
    z.object({
      id: z.string(),
      /** The order's short number (`2026-0042`), as receipts and e-mails give it. */
      number: z.string().nullable(),
      course: z.string(),
      kind: z.enum(['course', 'onlineCourse']).nullable(),
      payment: z.enum(['full', 'deposit', 'balance']),
      status: z.string(),
      amount: Euros,
      balanceDue: Euros,
      refunded: Euros,
      provider: z.string(),
      createdAt: z.string(),
      paidAt: Timestamp,
      refunds: z.array(z.object({ amount: Euros, requestedBy: z.string(), reference: z.string(), at: z.string() })),
    }),
  ),
  credits: z.array(
    z.object({
      kind: z.string(),
      amount: EurosChange,
      orderId: z.string().nullable(),
      at: z.string(),
      availableAt: z.string(),
    }),
  ),
  withdrawals: z.array(
    z.object({ amount: Euros, iban: z.string(), status: z.string(), requestedAt: z.string(), updatedAt: z.string() }),
  ),
  identityDocuments: z.array(z.object({ status: z.string(), uploadedAt: z.string(), reviewedAt: Timestamp })),
  reviews: z.array(
    z.object({
      name: z.string(),
      surname: z.string(),
      rating: z.number(),
      review: z.string(),
      status: z.string(),
      at: z.string(),
    }),
  ),
  messages: z.array(z.object({ kind: z.string(), fields: z.record(z.string(), z.unknown()), at: z.string() })),
  newsletter: z
    .object({
      status: z.string(),
      language: Language,
      subscribedAt: z.string(),
      confirmedAt: Timestamp,
      unsubscribedAt: Timestamp,
    })
    .nullable(),
  waitingLists: z.array(z.object({ course: z.string(), status: z.string(), at: z.string() })),
});
export type AccountDataExport = z.infer<typeof AccountDataExport>;

/** POST /api/newsletter/preview and /api/newsletter/test: the draft, and the language to lay it out in. */
export const NewsletterDraftBody = SendNewsletterBody.extend({ language: Language.default('it') });
export type NewsletterDraftBody = z.input<typeof NewsletterDraftBody>;

/** The draft as the e-mail will look, and how many confirmed subscribers a send would reach now. */
export const NewsletterPreviewResponse = z.object({
  message: z.literal('Success'),
  subject: z.string(),
  html: z.string(),
  recipients: z.number().int().nonnegative(),
});
export type NewsletterPreviewResponse = z.infer<typeof NewsletterPreviewResponse>;

/** The test copy went (through the outbox) to the admin's own address. */
export const NewsletterTestResponse = z.object({ message: z.literal('Success'), to: z.string() });
export type NewsletterTestResponse = z.infer<typeof NewsletterTestResponse>;
