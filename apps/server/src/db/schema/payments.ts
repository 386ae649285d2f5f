import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';

/**
 * The test payment provider's checkouts (PAYMENT_PROVIDER=test): kept in the database like a real
 * provider keeps them on its side, so a restart or a second instance sees the same state.
 */
export const testPaymentCheckouts = pgTable(
  'test_payment_checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: ['PENDING', 'PAID', 'FAILED', 'REFUNDED'] })
      .notNull()
      .default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('test_payment_checkouts_order_idx').on(t.orderId),
    check('test_payment_checkouts_amount', sql`${t.amountCents} >= 0`),
  ],
);
