import type { AdminSummaryResponse } from '@cammini/contract';
import type { AppContext } from '../../context.js';
import { centsToEuros } from '../../lib/money.js';
import { selectSummaryCounts } from './dashboard.repository.js';

/** GET /api/admin/summary: the figures on top of /pannello. */
export async function getAdminSummary(ctx: AppContext): Promise<AdminSummaryResponse> {
  const counts = await selectSummaryCounts(ctx.db, ctx.clock.now());
  return {
    salesThisMonth: { count: counts.salesCount, amount: centsToEuros(counts.salesCents) },
    newCustomersThisMonth: counts.newCustomers,
    pendingDocuments: counts.pendingDocuments,
    pendingWithdrawals: { count: counts.pendingWithdrawals, amount: centsToEuros(counts.pendingWithdrawalCents) },
  };
}
