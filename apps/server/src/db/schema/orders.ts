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
import { users } from './accounts.js';
import { courses, onlineCourses } from './catalogue.js';
import { termsVersions } from './terms.js';

/** One checkout for one course. Prices are copied from the course when the order is made. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The short number people read and say ("2026-0042"): the year in Rome and the order's place in it. */
    number: text('number'),
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
    /** The terms of sale the buyer accepted at checkout (terms_versions) and when. */
    termsVersion: integer('terms_version').references(() => termsVersions.version, { onDelete: 'restrict' }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /** What this payment is for: the whole price, the booking deposit, or the balance after a deposit. */
    payment: text('payment', { enum: ['full', 'deposit', 'balance'] })
      .notNull()
      .default('full'),
    /** An open order of a course with limited seats holds one of them until then. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** How many times this order took a seat hold (its first and every renewal): capped per customer and course. */
    seatHolds: integer('seat_holds').notNull().default(0),
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
    uniqueIndex('orders_number_key').on(t.number),
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

/**
 * A customer's withdrawal from a contract (the statement made through the withdrawal function).
 * `requested`: drafted, not yet confirmed (a visitor confirms through the link sent to the buyer's
 * address, before `expiresAt`); `received`: confirmed at `receivedAt`, the refund under way; `refunded`:
 * everything paid was given back; `review`: the owner must act (a refund the provider refused, money
 * taken on site) before `refundDueAt`.
 */
export const CONTRACT_WITHDRAWAL_STATUSES = ['requested', 'received', 'refunded', 'review'] as const;
export const contractWithdrawals = pgTable(
  'contract_withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order that made the contract: a booking's deposit order covers its balance too. */
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** The buyer, to whom every message of the withdrawal goes. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** From the buyer's account, or from the public form with the order number and e-mail. */
    channel: text('channel', { enum: ['account', 'form'] }).notNull(),
    /** The name typed in the public form, kept as the customer stated it. */
    statedName: text('stated_name'),
    /** The public form's confirmation link carries a token; its hash is kept until it is used. */
    confirmTokenHash: text('confirm_token_hash'),
    status: text('status', { enum: CONTRACT_WITHDRAWAL_STATUSES }).notNull().default('requested'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    refundDueAt: timestamp('refund_due_at', { withTimezone: true }),
    /** What the withdrawal gives back, fixed when it is received: all that was paid and not yet returned. */
    refundCents: integer('refund_cents').notNull().default(0),
    /** What its own refunds gave back (another refund, the owner's, may have returned the rest). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    // One withdrawal per contract once it is made; drafts may repeat until one is confirmed.
    uniqueIndex('contract_withdrawals_order_key').on(t.orderId).where(sql`${t.status} <> 'requested'`),
    index('contract_withdrawals_order_idx').on(t.orderId),
    index('contract_withdrawals_user_idx').on(t.userId, t.createdAt),
    index('contract_withdrawals_due_idx').on(t.refundDueAt).where(sql`${t.status} in ('received', 'review')`),
    check('contract_withdrawals_refunded_nonnegative', sql`${t.refundedCents} >= 0`),
  ],
);

/** The last order number given in each year: the next order of the year takes the one after it. */
export const orderNumberCounters = pgTable('order_number_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * Who asked for a refund: the admin, the customer cancelling a booking from their account, or the
 * customer withdrawing from the contract (contract_withdrawals).
 */
export const REFUND_REQUESTERS = ['admin', 'customer', 'withdrawal'] as const;
export type RefundRequester = (typeof REFUND_REQUESTERS)[number];

/** Each refund of a paid order, in full or in part, as the provider took it. */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    requestedBy: text('requested_by', { enum: REFUND_REQUESTERS }).notNull(),
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
    requestedBy: text('requested_by', { enum: REFUND_REQUESTERS }).notNull(),
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
    /**
     * Online courses: when the customer first opened a lesson's video. The supply of the content began
     * then, and with it (by the waiver given at checkout) the right of withdrawal ended.
     */
    viewingStartedAt: timestamp('viewing_started_at', { withTimezone: true }),
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
