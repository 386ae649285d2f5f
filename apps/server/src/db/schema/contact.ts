import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

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
