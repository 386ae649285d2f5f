import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Each published text of the terms of sale, in both languages, as buyers read and accepted it. A new
 * version is published whenever the text drawn from the settings and the product's rules changes.
 */
export const termsVersions = pgTable('terms_versions', {
  version: integer('version').primaryKey(),
  /** SHA-256 of `content`: the same text is never published twice. */
  contentHash: text('content_hash').notNull().unique(),
  content: jsonb('content').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});
