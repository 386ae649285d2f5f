import { type CreateReviewBody, type ListLimitQuery, REVIEW_INTERVAL_HOURS, type ReviewItem } from '@cammini/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { CacheTag } from '../../lib/cache-tags.js';
import { addMinutes } from '../../lib/clock.js';
import {
  deleteReviewById,
  findLatestReviewDateOfUser,
  insertReview,
  lockReviewsOfUser,
  type ReviewRow,
  selectReviews,
  userHasEnrolment,
} from './reviews.repository.js';

type NewReview = z.output<typeof CreateReviewBody>;

function toReviewItem(row: ReviewRow): ReviewItem {
  return {
    idReview: row.id,
    name: row.name,
    surname: row.surname,
    rating: row.rating,
    review: row.review,
    verifiedPurchase: row.verifiedPurchase,
    date: row.createdAt.toISOString(),
  };
}

/**
 * POST /api/review/: a logged-in customer publishes a review, at most one every 24 hours
 * (anti-spam). It is marked as a verified purchase when the author owns a course.
 */
export async function createReview(ctx: AppContext, userId: number, input: NewReview): Promise<ReviewItem> {
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    await lockReviewsOfUser(tx, userId);
    const latest = await findLatestReviewDateOfUser(tx, userId);
    if (latest && addMinutes(latest, REVIEW_INTERVAL_HOURS * 60) > now) {
      throw new AppError(
        'RATE_LIMITED',
        'Hai già scritto una recensione nelle ultime 24 ore: potrai scriverne un’altra domani',
      );
    }
    return insertReview(tx, {
      userId,
      name: input.name,
      surname: input.surname ?? '',
      rating: input.rating,
      review: input.review,
      verifiedPurchase: await userHasEnrolment(tx, userId),
      createdAt: now,
    });
  });
  ctx.publicCache.invalidate(CacheTag.reviews);
  return toReviewItem(row);
}

/** The newest reviews; the home carousel and the reviews list show no more than this. */
export async function listReviews(ctx: AppContext, query: ListLimitQuery): Promise<ReviewItem[]> {
  const rows = await selectReviews(ctx.db, { limit: query.limit });
  return rows.map(toReviewItem);
}

/** An admin removes a review; 404 when there is none with this id. */
export async function deleteReview(ctx: AppContext, id: number): Promise<void> {
  if (!(await deleteReviewById(ctx.db, id))) throw notFound('Recensione non trovata');
  ctx.publicCache.invalidate(CacheTag.reviews);
}
