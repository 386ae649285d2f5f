import type { AppContext } from '../../context.js';
import { type PendingReviews, selectPendingReviews } from './pending-reviews.repository.js';

export type { PendingReviews };

/** What waits for the admin's review in banking: identity documents and withdrawal requests (the dashboard). */
export async function countPendingReviews(ctx: AppContext): Promise<PendingReviews> {
  return selectPendingReviews(ctx.db);
}
