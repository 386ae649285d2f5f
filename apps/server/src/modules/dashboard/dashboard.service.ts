import type { AdminSummaryResponse } from '@cammini/contract';
import { centsToEuros } from '@cammini/contract';
import type { AppContext } from '../../context.js';
import { businessMonth } from '../../lib/business-day.js';
import { countNewCustomers } from '../accounts/users.service.js';
import { countPendingReviews } from '../banking/pending-reviews.service.js';
import { countPaidSales } from '../orders/back-office/sales-figures.service.js';

/**
 * GET /api/admin/summary: the figures on top of /pannello, for the business's month that contains now.
 * Each figure is asked of the module that owns its table; the three queries run side by side.
 */
export async function getAdminSummary(ctx: AppContext): Promise<AdminSummaryResponse> {
  const month = businessMonth(ctx.clock.now());
  const [sales, newCustomers, pending] = await Promise.all([
    countPaidSales(ctx, month),
    countNewCustomers(ctx, month),
    countPendingReviews(ctx),
  ]);
  return {
    salesThisMonth: { count: sales.count, amount: centsToEuros(sales.cents) },
    newCustomersThisMonth: newCustomers,
    pendingDocuments: pending.documents,
    pendingWithdrawals: { count: pending.withdrawals, amount: centsToEuros(pending.withdrawalCents) },
  };
}
