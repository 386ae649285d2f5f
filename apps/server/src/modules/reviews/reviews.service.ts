import {
  type AdminReviewItem,
  type AdminReviewsQuery,
  type AdminReviewsResponse,
  type CreateReviewBody,
  INBOX_PAGE_SIZE,
  type ListLimitQuery,
  pagePosition,
  REVIEW_INTERVAL_HOURS,
  type ReviewItem,
  type ReviewStatus,
  rowsBefore,
} from '@cammini/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { CacheTag } from '../../lib/cache-tags.js';
import { addMinutes } from '../../lib/clock.js';
import { findAccountName } from '../accounts/users.service.js';
import { ownsAnyProduct } from '../orders/shared/enrolments.service.js';
import { getSettings } from '../settings/settings.service.js';
import {
  deleteReviewById,
  findLatestReviewDateOfUser,
  insertReview,
  lockReviewsOfUser,
  type ReviewRow,
  selectReviews,
  selectReviewsByStatus,
  updateReviewStatus,
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

const toAdminReviewItem = (row: ReviewRow): AdminReviewItem => ({ ...toReviewItem(row), status: row.status });

/**
 * POST /api/review/: a logged-in customer writes a review, at most one every 24 hours (anti-spam).
 * It is signed with the account's own name and surname (a name in the body is ignored: nobody
 * writes under another's name), marked as a verified purchase when the author owns a course, and
 * waits for the admin's approval when the settings ask for it.
 */
export async function createReview(
  ctx: AppContext,
  userId: number,
  input: NewReview,
): Promise<{ status: 'pending' | 'published'; review: ReviewItem }> {
  const now = ctx.clock.now();
  const status = (await getSettings(ctx)).reviewsNeedApproval ? 'pending' : 'published';
  const row = await ctx.db.transaction(async (tx) => {
    await lockReviewsOfUser(tx, userId);
    const latest = await findLatestReviewDateOfUser(tx, userId);
    if (latest && addMinutes(latest, REVIEW_INTERVAL_HOURS * 60) > now) {
      throw new AppError(
        'RATE_LIMITED',
        'Hai già scritto una recensione nelle ultime 24 ore: potrai scriverne un’altra domani',
      );
    }
    const author = await findAccountName(tx, userId);
    if (!author) throw notFound('Account non trovato');
    return insertReview(tx, {
      userId,
      name: author.name,
      surname: author.surname,
      rating: input.rating,
      review: input.review,
      verifiedPurchase: await ownsAnyProduct(tx, userId),
      status,
      createdAt: now,
    });
  });
  if (status === 'published') ctx.publicCache.invalidate(CacheTag.reviews);
  return { status, review: toReviewItem(row) };
}

/** GET /api/admin/reviews: one page of the reviews in a status (pending by default). */
export async function listReviewsForAdmin(
  ctx: AppContext,
  query: z.output<typeof AdminReviewsQuery>,
): Promise<AdminReviewsResponse> {
  const { rows, total } = await selectReviewsByStatus(ctx.db, {
    status: query.status,
    limit: INBOX_PAGE_SIZE,
    offset: rowsBefore(query.page, INBOX_PAGE_SIZE),
  });
  return { reviews: rows.map(toAdminReviewItem), ...pagePosition(query.page, INBOX_PAGE_SIZE, total) };
}

/**
 * PUT /api/admin/reviews/{id}: the admin approves (published), rejects, or puts a review back to
 * wait; the public lists follow at once.
 */
export async function moderateReview(ctx: AppContext, id: number, status: ReviewStatus): Promise<AdminReviewItem> {
  const row = await updateReviewStatus(ctx.db, id, status);
  if (!row) throw notFound('Recensione non trovata');
  ctx.publicCache.invalidate(CacheTag.reviews);
  return toAdminReviewItem(row);
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
