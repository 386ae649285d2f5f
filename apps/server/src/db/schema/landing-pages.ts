import { sql } from 'drizzle-orm';
import { jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
