import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

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
    /** SHA-256 (hex) of each file as uploaded: the same document under two accounts is one person. */
    frontSha256: text('front_sha256'),
    backSha256: text('back_sha256'),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Why the admin rejected the pair, as the customer reads it on their page and in the e-mail. */
    rejectionReason: text('rejection_reason'),
  },
  (t) => [
    index('identity_documents_user_idx').on(t.userId),
    index('identity_documents_status_idx').on(t.status),
    index('identity_documents_front_sha256_idx').on(t.frontSha256),
    index('identity_documents_back_sha256_idx').on(t.backSha256),
  ],
);
