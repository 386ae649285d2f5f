import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name'),
    language: text('language', { enum: ['it', 'en'] })
      .notNull()
      .default('it'),
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    confirmTokenHash: text('confirm_token_hash'),
    /** When the current confirmation link was mailed: it expires a week later, and resends are spaced. */
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }),
    /** Put in every newsletter's unsubscribe link; random and per subscriber. */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_key').on(t.email),
    uniqueIndex('newsletter_subscribers_confirm_key').on(t.confirmTokenHash),
    uniqueIndex('newsletter_subscribers_unsubscribe_key').on(t.unsubscribeToken),
    index('newsletter_subscribers_status_idx').on(t.status),
  ],
);

export const newsletters = pgTable('newsletters', {
  id: serial('id').primaryKey(),
  subject: text('subject').notNull(),
  /** Sanitized HTML. */
  content: text('content').notNull(),
  status: text('status', { enum: ['queued', 'sending', 'sent'] })
    .notNull()
    .default('queued'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Messages from the contact form (/contatti) and the contact module (/modulo). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['contact', 'module'] }).notNull(),
    email: text('email').notNull(),
    /** The account that sent it while logged in: only such messages are that account's to export or erase. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    fields: jsonb('fields').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an admin opened it in the inbox; null while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt), index('contact_messages_user_idx').on(t.userId)],
);

/**
 * The business's own details and choices, edited by the admin (PUT /api/settings): one row, its
 * values validated by the contract's settings schema. The demo seeds plausible values.
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: smallint('id').primaryKey().default(1),
    values: jsonb('values').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('site_settings_one_row', sql`${t.id} = 1`)],
);

export const landingPages = pgTable(
  'landing_pages',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    /** Every section of the builder, in the builder's own shape. */
    config: jsonb('config').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('landing_pages_slug_key').on(sql`lower(${t.slug})`)],
);

/** A file attached to an e-mail: text content only (calendar events), kept small. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * Every e-mail is written here in the same transaction as the change that causes it, then sent by
 * a job of the job queue (one per message); a crash between commit and send loses nothing.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** Small text files sent with the message (a course's calendar event). */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    /** Groups the messages of one newsletter send; (newsletter, recipient) is unique. */
    newsletterId: integer('newsletter_id'),
    /** The customer a message to the owner is about (a contact, a sale): blanked when that account is erased. */
    aboutUserId: integer('about_user_id'),
    /** `pending` until a job is made for it (`queued`), then `sent` or, after the last attempt, `failed`. */
    status: text('status', { enum: ['pending', 'queued', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    uniqueIndex('mail_outbox_newsletter_recipient_key').on(t.newsletterId, t.to),
    index('mail_outbox_about_user_idx').on(t.aboutUserId),
  ],
);
