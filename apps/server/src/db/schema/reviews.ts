import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    surname: text('surname').notNull().default(''),
    rating: smallint('rating').notNull().default(5),
    review: text('review').notNull(),
    verifiedPurchase: boolean('verified_purchase').notNull().default(false),
    /** `pending` waits for the admin's approval (when the settings ask for it); only `published` is shown. */
    status: text('status', { enum: ['pending', 'published', 'rejected'] })
      .notNull()
      .default('published'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_created_idx').on(t.createdAt),
    index('reviews_status_created_idx').on(t.status, t.createdAt),
    index('reviews_user_idx').on(t.userId),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
