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

/**
 * Zod issues become keys of the home catalogue (`review.validation.*`), so the contract's rules
 * show in the interface language; the field reads the numbers it needs from the contract.
 */
export const reviewIssueToKey: z.core.$ZodErrorMap = (issue) => {
  const field = String(issue.path?.at(-1) ?? '');
  if (field === 'rating') return 'review.validation.rating';
  const { input } = issue;
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) {
    return 'review.validation.required';
  }
  if (issue.code === 'too_small') return 'review.validation.tooShort';
  if (issue.code === 'too_big') return 'review.validation.tooLong';
  return 'review.validation.required';
};

export const reviewResolverOptions = { error: reviewIssueToKey };
