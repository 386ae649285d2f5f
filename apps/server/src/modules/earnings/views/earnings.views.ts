/*
 * The columns of the earnings ledger that other modules' queries read beside their own rows, lent as
 * subqueries to join in SQL. Only repositories import these; a module that needs anything else about
 * a credit asks earnings' services.
 */
import { readView } from '../../../db/read-view.js';
import { earnings } from '../../../db/schema/earnings.js';

/** The ledger entries an order made (credits and their reversals), as its page lists them: filter on `orderId`. */
export const orderCreditView = readView(
  earnings,
  {
    id: earnings.id,
    kind: earnings.kind,
    amountCents: earnings.amountCents,
    createdAt: earnings.createdAt,
    availableAt: earnings.availableAt,
    userId: earnings.userId,
    orderId: earnings.orderId,
  },
  'order_credit',
);
