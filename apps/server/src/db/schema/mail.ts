import { bigserial, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
