import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counters of the rate limits and failed-password limits when the site runs on PostgreSQL, so that a
 * limit of 10 is 10 across every instance (the embedded database counts in memory). Rows are made and
 * read by rate-limiter-flexible: `key` is the limiter's prefix and the caller's key.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);
