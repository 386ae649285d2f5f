import { CATALOGUE_LIST_MAX, type ReviewItem } from '@cammini/contract';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/app-error.js';
import { CacheTag } from '../../lib/cache-tags.js';
import { deleteReviewById, type ReviewRow, selectReviews } from './reviews.repository.js';

const toReview = (row: ReviewRow): ReviewItem => ({
  idReview: row.id,
  name: row.name,
  surname: row.surname,
  rating: row.rating,
  review: row.review,
  verifiedPurchase: row.verifiedPurchase,
  date: row.createdAt.toISOString(),
});

/** The newest reviews; the home carousel and the reviews list show no more than this. */
export async function listReviews(ctx: AppContext): Promise<ReviewItem[]> {
  const rows = await selectReviews(ctx.db, { limit: CATALOGUE_LIST_MAX });
  return rows.map(toReview);
}

export async function deleteReview(ctx: AppContext, id: number): Promise<void> {
  if (!(await deleteReviewById(ctx.db, id))) throw notFound('Recensione non trovata');
  ctx.publicCache.invalidate(CacheTag.reviews);
}
