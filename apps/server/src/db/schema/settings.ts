import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';

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
