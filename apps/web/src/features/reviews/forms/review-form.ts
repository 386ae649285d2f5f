import { CreateReviewBody, REVIEW_DEFAULT_RATING } from '@cammini/contract';
import type { z } from 'zod';

/**
 * The form validates with the contract's schema, so it accepts exactly what the server accepts; the
 * name and surname are not sent: the server signs the review with the account's own.
 */
export const ReviewForm = CreateReviewBody.omit({ name: true, surname: true });
export type ReviewFormInput = z.input<typeof ReviewForm>;
export type ReviewFormValues = z.output<typeof ReviewForm>;

export const emptyReview: ReviewFormInput = { review: '', rating: REVIEW_DEFAULT_RATING };
