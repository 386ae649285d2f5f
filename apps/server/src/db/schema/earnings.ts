import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { orders } from './orders.js';

/**
 * The earnings ledger: entries are appended, never overwritten. A balance is a sum over it. A credit
 * (`referral`, `member`) is positive; a refunded sale appends its reversal (`referralReversal`,
 * `memberReversal`), negative, once per credit. A credit can be withdrawn from `availableAt` (the sale's
 * withdrawal period later); a reversal counts at once.
 */
export const EARNING_KINDS = ['referral', 'member', 'referralReversal', 'memberReversal'] as const;
export const earnings = pgTable(
  'earnings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: EARNING_KINDS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('earnings_order_kind_key').on(t.orderId, t.kind),
    index('earnings_user_idx').on(t.userId),
    check(
      'earnings_amount_sign',
      sql`(${t.kind} in ('referral', 'member') and ${t.amountCents} > 0) or (${t.kind} in ('referralReversal', 'memberReversal') and ${t.amountCents} < 0)`,
    ),
  ],
);
