import type { AppContext } from '../../../context.js';
import { selectPaidSales } from './sales-figures.repository.js';

/** How many orders were paid in [from, to) and what they took (the dashboard's sales of the month). */
export async function countPaidSales(
  ctx: AppContext,
  window: { from: Date; to: Date },
): Promise<{ count: number; cents: number }> {
  return selectPaidSales(ctx.db, window);
}
