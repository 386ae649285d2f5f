import { index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
