import { z } from 'zod';
import { optionalPersonName, personName } from './common.js';
import { problem } from './field-problems.js';

export const REVIEW_MIN_LENGTH = 10;
export const REVIEW_MAX_LENGTH = 2000;
export const REVIEW_DEFAULT_RATING = 5;
/** Anti-spam: a customer may publish one review in this many hours. */
export const REVIEW_INTERVAL_HOURS = 24;

/** An integer from 1 to 5; a star widget may send it as a string. */
export const ReviewRating = z
  .union([z.number(), z.string().trim().regex(/^\d+$/, problem('rating')).transform(Number)])
  .pipe(z.number().int(problem('rating')).min(1, problem('ratingRange')).max(5, problem('ratingRange')));

/**
 * POST /api/review/ — the /review form (login required). A review is signed with the name of the
 * account that writes it: a name or surname sent here is accepted for the form's sake and ignored.
 */
export const CreateReviewBody = z.object({
  name: personName(80).optional(),
  surname: optionalPersonName(80).optional(),
  review: z
    .string()
    .trim()
    .min(REVIEW_MIN_LENGTH, `La recensione deve avere almeno ${REVIEW_MIN_LENGTH} caratteri`)
    .max(REVIEW_MAX_LENGTH, `La recensione può avere al massimo ${REVIEW_MAX_LENGTH} caratteri`),
  rating: ReviewRating.default(REVIEW_DEFAULT_RATING),
});
export type CreateReviewBody = z.input<typeof CreateReviewBody>;

/** A published review as the API shows it. */
export const ReviewItem = z.object({
  idReview: z.number(),
  name: z.string(),
  surname: z.string(),
  rating: z.number(),
  review: z.string(),
  /** The author owns at least one course. */
  verifiedPurchase: z.boolean(),
  /** ISO timestamp. */
  date: z.string(),
});
export type ReviewItem = z.infer<typeof ReviewItem>;

/** `pending` until the admin approves it (when the settings ask for approval), else `published`. */
export const CreateReviewResponse = z.object({
  message: z.literal('Success'),
  status: z.enum(['pending', 'published']),
  review: ReviewItem,
});
export type CreateReviewResponse = z.infer<typeof CreateReviewResponse>;
