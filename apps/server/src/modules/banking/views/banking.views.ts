/*
 * The columns of withdrawal requests that other modules' queries read beside their own rows, lent as
 * subqueries to join in SQL (the requests with their customers, in one query). Only repositories import
 * these; a module that changes a request asks banking's services.
 */
import { readView } from '../../../db/read-view.js';
import { withdrawals } from '../../../db/schema/banking.js';

/** A withdrawal request as the back office lists it and a balance counts it: join on `withdrawal.userId`. */
export const withdrawalView = readView(
  withdrawals,
  {
    id: withdrawals.id,
    userId: withdrawals.userId,
    iban: withdrawals.iban,
    amountCents: withdrawals.amountCents,
    status: withdrawals.status,
    requestedAt: withdrawals.requestedAt,
  },
  'withdrawal',
);
