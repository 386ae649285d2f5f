import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { courses, onlineCourses } from './content.js';
import { users } from './users.js';

/** One checkout for one course. Prices are copied from the course when the order is made. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    onlineCourseId: integer('online_course_id').references(() => onlineCourses.id, { onDelete: 'set null' }),
    /** The title at the time of purchase, kept for receipts and the customer table. */
    courseTitle: text('course_title').notNull(),
    amountCents: integer('amount_cents').notNull(),
    affiliateCents: integer('affiliate_cents').notNull().default(0),
    facilitatorCents: integer('facilitator_cents').notNull().default(0),
    currency: text('currency').notNull().default('EUR'),
    /**
     * `duplicate`: paid for a course the customer already owned; `soldOut`: paid after its seat's hold
     * lapsed, when no seat was left. Both are refunded instead of enrolled. `refunded`: a paid order
     * given back in full by the admin or cancelled by its customer (see order_refunds).
     */
    status: text('status', {
      enum: ['pending', 'paid', 'failed', 'cancelled', 'duplicate', 'soldOut', 'refunded'],
    })
      .notNull()
      .default('pending'),
    provider: text('provider').notNull(),
    providerCheckoutId: text('provider_checkout_id'),
    /** Online courses: the buyer asked for immediate access and waived the 14-day withdrawal right. */
    withdrawalWaiverAt: timestamp('withdrawal_waiver_at', { withTimezone: true }),
    /** What this payment is for: the whole price, the booking deposit, or the balance after a deposit. */
    payment: text('payment', { enum: ['full', 'deposit', 'balance'] })
      .notNull()
      .default('full'),
    /** An open order of a course with limited seats holds one of them until then. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** A deposit order: what is still to pay before the course starts (0 once paid, online or on site). */
    balanceDueCents: integer('balance_due_cents').notNull().default(0),
    /** When the balance of a deposit order was paid, and how: by card (its order) or recorded on site. */
    balancePaidAt: timestamp('balance_paid_at', { withTimezone: true }),
    balancePaidOnSite: boolean('balance_paid_on_site').notNull().default(false),
    /** When the customer was reminded of the balance (once, a week before the start). */
    balanceRemindedAt: timestamp('balance_reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the provider accepted the refund of this order's payment, and its reference there. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundReference: text('refund_reference'),
    /** What the admin's refunds (order_refunds) gave back so far; never more than the amount paid. */
    refundedCents: integer('refunded_cents').notNull().default(0),
  },
  (t) => [
    uniqueIndex('orders_provider_checkout_key').on(t.provider, t.providerCheckoutId),
    index('orders_user_idx').on(t.userId),
    // One open checkout per customer and course: opening it again returns the same order.
    uniqueIndex('orders_open_course_key')
      .on(t.userId, t.courseId)
      .where(sql`${t.status} = 'pending' and ${t.courseId} is not null`),
    uniqueIndex('orders_open_online_course_key')
      .on(t.userId, t.onlineCourseId)
      .where(sql`${t.status} = 'pending' and ${t.onlineCourseId} is not null`),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    // The back office's order list, newest first, a page at a time, when no status narrows it.
    index('orders_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('orders_course_idx').on(t.courseId),
    // Live seat holds are counted per course at every checkout and in every course list.
    index('orders_course_holds_idx')
      .on(t.courseId, t.holdExpiresAt)
      .where(sql`${t.status} = 'pending' and ${t.holdExpiresAt} is not null`),
    index('orders_online_course_idx').on(t.onlineCourseId),
    check('orders_one_kind', sql`num_nonnulls(${t.courseId}, ${t.onlineCourseId}) <= 1`),
    check('orders_amount_nonnegative', sql`${t.amountCents} >= 0`),
    check('orders_balance_due_nonnegative', sql`${t.balanceDueCents} >= 0`),
    check('orders_refunded_within_amount', sql`${t.refundedCents} between 0 and ${t.amountCents}`),
  ],
);

/** Each refund of a paid order, in full or in part, as the provider took it. */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    /** Who asked: the admin, or the customer cancelling a booking from their account. */
    requestedBy: text('requested_by', { enum: ['admin', 'customer'] }).notNull(),
    /** The provider's reference of the refund. */
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.orderId),
    check('order_refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * A refund set aside in `orders.refunded_cents` while the provider is asked. Deleted when the refund is
 * recorded or put back; one left behind (the process stopped while the provider answered) is settled
 * by the reconciliation job from what the provider says it gave back.
 */
export const refundClaims = pgTable(
  'refund_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    requestedBy: text('requested_by', { enum: ['admin', 'customer'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('refund_claims_created_idx').on(t.createdAt),
    check('refund_claims_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** What a customer owns; exactly one per paid order, and one per course and customer. */
export const enrolments = pgTable(
  'enrolments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    onlineCourseId: integer('online_course_id').references(() => onlineCourses.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** In-person courses: when the customer was sent the reminder with the date, place and calendar file. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('enrolments_order_key').on(t.orderId),
    uniqueIndex('enrolments_user_course_key').on(t.userId, t.courseId),
    uniqueIndex('enrolments_user_online_course_key').on(t.userId, t.onlineCourseId),
    index('enrolments_course_idx').on(t.courseId),
    index('enrolments_online_course_idx').on(t.onlineCourseId),
    check('enrolments_one_kind', sql`num_nonnulls(${t.courseId}, ${t.onlineCourseId}) = 1`),
  ],
);

/**
 * Customers waiting for a seat of a full in-person course, first come first asked. When a seat frees,
 * the first `waiting` one is `offered` it: the seat is kept for them until `offerExpiresAt`; an offer
 * left to lapse is marked `lapsed` and the next one is asked. Buying the course or leaving the list
 * removes the row.
 */
export const courseWaitlist = pgTable(
  'course_waitlist',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['waiting', 'offered', 'lapsed'] })
      .notNull()
      .default('waiting'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('course_waitlist_course_user_key').on(t.courseId, t.userId),
    index('course_waitlist_queue_idx').on(t.courseId, t.status, t.createdAt, t.id),
    index('course_waitlist_user_idx').on(t.userId),
  ],
);

/**
 * The earnings ledger: entries are appended, never overwritten. A balance is a sum over it. A credit
 * (`referral`, `member`) is positive; a refunded sale appends its reversal (`referralReversal`,
 * `memberReversal`), negative, once per credit. A credit can be withdrawn from `availableAt` (the sale's
 * withdrawal period later); a reversal counts at once.
 */
export const EARNING_KINDS = ['referral', 'member', 'referralReversal', 'memberReversal'] as const;
export const earnings = pgTable(
  'earnings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: EARNING_KINDS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('earnings_order_kind_key').on(t.orderId, t.kind),
    index('earnings_user_idx').on(t.userId),
    check(
      'earnings_amount_sign',
      sql`(${t.kind} in ('referral', 'member') and ${t.amountCents} > 0) or (${t.kind} in ('referralReversal', 'memberReversal') and ${t.amountCents} < 0)`,
    ),
  ],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    /** The IBAN the money is sent to, as it was when the request was made. */
    iban: text('iban').notNull(),
    status: text('status', { enum: ['In attesa', 'Completato', 'Annullato'] })
      .notNull()
      .default('In attesa'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('withdrawals_user_idx').on(t.userId),
    index('withdrawals_status_idx').on(t.status, t.requestedAt),
    check('withdrawals_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** Identity documents: private files, reviewed by an admin before any withdrawal. */
export const identityDocuments = pgTable(
  'identity_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    frontPath: text('front_path').notNull(),
    backPath: text('back_path').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Why the admin rejected the pair, as the customer reads it on their page and in the e-mail. */
    rejectionReason: text('rejection_reason'),
  },
  (t) => [index('identity_documents_user_idx').on(t.userId), index('identity_documents_status_idx').on(t.status)],
);
