import { type CreateReviewBody, REVIEW_INTERVAL_HOURS, type ReviewItem } from '@cammini/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { CacheTag } from '../../lib/cache-tags.js';
import { addMinutes } from '../../lib/clock.js';
import {
  findLatestReviewDateOfUser,
  insertReview,
  lockReviewsOfUser,
  type ReviewRow,
  userHasEnrolment,
} from './reviews.repository.js';

type NewReview = z.output<typeof CreateReviewBody>;

export function toReviewItem(row: ReviewRow): ReviewItem {
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
