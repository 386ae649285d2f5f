import { z } from 'zod';
import { IdValue } from './catalogue.js';
import { singleLineText } from './contact.js';
import { problem } from './field-problems.js';
import { Euros } from './money.js';

/** the only withdrawal states; an admin may set any of them at any time. */
export const WITHDRAWAL_STATUSES = ['In attesa', 'Completato', 'Annullato'] as const;
export const WithdrawalStatus = z.enum(WITHDRAWAL_STATUSES);
export type WithdrawalStatus = z.infer<typeof WithdrawalStatus>;

export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export const DOCUMENT_SIDES = ['front', 'back'] as const;
export type DocumentSide = (typeof DOCUMENT_SIDES)[number];

export const NEWSLETTER_SUBJECT_MAX = 200;
/** Sanitized HTML of one newsletter; pictures are addresses, so this is generous. */
export const NEWSLETTER_CONTENT_MAX = 500_000;

const isoDateTime = z.iso.datetime();

// Customers (/clienti)

/**
 * GET /api/clienti: one row per paid purchase (an in-person course fills the course pair, an
 * online one the meditation pair), plus one row with both pairs empty for each customer who
 * bought nothing yet. Newest first.
 */
export const CustomerRow = z.object({
  userName: z.string(),
  userSurname: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  courseTitle: z.string().nullable(),
  coursePrice: Euros.nullable(),
  meditationTitle: z.string().nullable(),
  meditationPrice: Euros.nullable(),
});
export type CustomerRow = z.infer<typeof CustomerRow>;
export const CustomerListResponse = z.array(CustomerRow);
export type CustomerListResponse = z.infer<typeof CustomerListResponse>;

// Identity documents

/** GET /api/documents/: pending documents first, then the newest. */
export const IdentityDocumentItem = z.object({
  /** The document's id: the one PUT /api/document/ takes. */
  idDoc: z.number(),
  /** The same id under the original client's second name for it. */
  idDocument: z.number(),
  /** The customer's name and surname. */
  name: z.string(),
  email: z.string(),
  /** The customer's codice fiscale and birth date as they saved them: checked against the picture. */
  taxCode: z.string().nullable(),
  birthDate: z.iso.date().nullable(),
  /** 1 approved, 0 not approved (pending or rejected). */
  valid: z.union([z.literal(0), z.literal(1)]),
  /** Front and back, comma-separated: authorized API addresses, never public ones. */
  fileurl: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  /** Why a rejected pair was rejected, as the customer reads it; null otherwise. */
  rejectionReason: z.string().nullable(),
  submittedAt: isoDateTime,
});
export type IdentityDocumentItem = z.infer<typeof IdentityDocumentItem>;
export const IdentityDocumentListResponse = z.array(IdentityDocumentItem);
export type IdentityDocumentListResponse = z.infer<typeof IdentityDocumentListResponse>;

/** 1 or 0, as a number or a one-digit string. */
const ApprovalValue = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
  .transform((value) => Number(value) as 0 | 1);

/** Why documents were rejected, written for the customer (optional). */
export const DOCUMENT_REJECTION_REASON_MAX = 500;

/** PUT /api/document/: approve (1) or reject (0), a rejection with the reason the customer will read. */
export const ReviewDocumentBody = z.object({
  id: IdValue,
  status: ApprovalValue,
  reason: z.string().trim().max(DOCUMENT_REJECTION_REASON_MAX).optional(),
});
export type ReviewDocumentBody = z.input<typeof ReviewDocumentBody>;

export const DocumentFileParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,12}$/, problem('id'))
    .transform(Number),
  side: z.enum(DOCUMENT_SIDES),
});

/** The address the admin's browser fetches (with the private token) to preview one side. */
export const documentFilePath = (id: number, side: DocumentSide) => `/api/document/${id}/file/${side}`;

// Withdrawals (/pagamenti)

/** Details that make two accounts one person: an IBAN, the codice fiscale, an identity document's file. */
export const SHARED_DETAILS = ['iban', 'taxCode', 'document'] as const;
export const SharedDetail = z.enum(SHARED_DETAILS);
export type SharedDetail = z.infer<typeof SharedDetail>;

/**
 * Why a credit's sale could still be reversed: the buyer's withdrawal period is still running, the
 * booking can still be cancelled for free, the in-person course is not over (or has no date yet), a
 * refund of the order is in flight.
 */
export const REVERSIBLE_REASONS = ['withdrawalPeriod', 'cancellationOpen', 'courseNotOver', 'refundInFlight'] as const;
export const ReversibleReason = z.enum(REVERSIBLE_REASONS);
export type ReversibleReason = z.infer<typeof ReversibleReason>;

/** A credit of the requester, with the order (sale) it comes from. */
const ReviewedCredit = z.object({
  orderId: z.string(),
  title: z.string(),
  kind: z.enum(['referral', 'member']),
  amount: Euros,
  /** When it became, or becomes, withdrawable. */
  availableAt: isoDateTime,
});

/**
 * What the admin weighs before paying a pending request out: the requester's credits whose sale could
 * still be reversed (`amount` in all, `available` of it already in the balance), and the referral credits
 * whose buyer's account shares identifying details with the requester's now (added after the credit).
 */
export const WithdrawalReview = z.object({
  reversible: z.object({
    amount: Euros,
    available: Euros,
    credits: z.array(ReviewedCredit.extend({ reasons: z.array(ReversibleReason).min(1) })),
  }),
  sharedDetails: z.array(
    ReviewedCredit.extend({
      buyer: z.object({ name: z.string(), surname: z.string(), email: z.string() }),
      shared: z.array(SharedDetail).min(1),
    }),
  ),
});
export type WithdrawalReview = z.infer<typeof WithdrawalReview>;

/** GET /get/withdrawals/: every request, newest first. */
export const AdminWithdrawalItem = z.object({
  idWithdraw: z.number(),
  name: z.string(),
  email: z.string(),
  /** The payee's codice fiscale, shown with the name and IBAN the transfer is made to. */
  taxCode: z.string().nullable(),
  /** The IBAN the money goes to, as it was when the request was made. */
  iban: z.string(),
  amount: Euros,
  status: WithdrawalStatus,
  requestDate: isoDateTime,
  /** For a request still waiting (In attesa); null once completed or cancelled. */
  review: WithdrawalReview.nullable(),
});
export type AdminWithdrawalItem = z.infer<typeof AdminWithdrawalItem>;
export const AdminWithdrawalListResponse = z.array(AdminWithdrawalItem);
export type AdminWithdrawalListResponse = z.infer<typeof AdminWithdrawalListResponse>;

/** PUT /api/withdraw/ */
export const UpdateWithdrawalStatusBody = z.object({ id: IdValue, status: WithdrawalStatus });
export type UpdateWithdrawalStatusBody = z.input<typeof UpdateWithdrawalStatusBody>;
/** The original client reads `success` and `message`. */
export const UpdateWithdrawalStatusResponse = z.object({ success: z.literal(true), message: z.literal('Success') });
export type UpdateWithdrawalStatusResponse = z.infer<typeof UpdateWithdrawalStatusResponse>;

// Newsletter sending (/invianewsletter)

/** POST /api/sendnewsletter/: Italian field names, as other clients send them. */
export const SendNewsletterBody = z.object({
  oggetto: singleLineText(NEWSLETTER_SUBJECT_MAX),
  contenuto: z.string().trim().min(1).max(NEWSLETTER_CONTENT_MAX),
});
export type SendNewsletterBody = z.input<typeof SendNewsletterBody>;

export const SendNewsletterResponse = z.object({
  message: z.literal('Success'),
  id: z.number(),
  /** Messages queued: one per confirmed subscriber (0 when there is none). */
  queued: z.number().int().nonnegative(),
});
export type SendNewsletterResponse = z.infer<typeof SendNewsletterResponse>;

/** GET /api/newsletters/: what was sent, newest first, with the outbox's progress. */
export const NewsletterHistoryItem = z.object({
  id: z.number(),
  subject: z.string(),
  createdAt: isoDateTime,
  /** Every message queued for this newsletter. */
  queued: z.number().int().nonnegative(),
  sent: z.number().int().nonnegative(),
  /** Gave up after the last retry. */
  failed: z.number().int().nonnegative(),
  /** Still waiting for a (re)try: queued − sent − failed. */
  pending: z.number().int().nonnegative(),
});
export type NewsletterHistoryItem = z.infer<typeof NewsletterHistoryItem>;
export const NewsletterHistoryResponse = z.array(NewsletterHistoryItem);
export type NewsletterHistoryResponse = z.infer<typeof NewsletterHistoryResponse>;

// Dashboard (/pannello)

const countAndAmount = z.object({ count: z.number().int().nonnegative(), amount: Euros });

/** GET /api/admin/summary: "this month" is the calendar month in Europe/Rome. */
export const AdminSummaryResponse = z.object({
  salesThisMonth: countAndAmount,
  newCustomersThisMonth: z.number().int().nonnegative(),
  pendingDocuments: z.number().int().nonnegative(),
  pendingWithdrawals: countAndAmount,
});
export type AdminSummaryResponse = z.infer<typeof AdminSummaryResponse>;
