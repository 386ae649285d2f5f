import { ErrorCode } from '@cammini/contract';
import { problemOf } from '../../../lib/forms/problem-of';

/** The page's own words (contract-withdrawal namespace) for a failed call. */
export function withdrawalErrorKey(failure: unknown): string {
  const error = problemOf(failure);
  if (!error) return 'errors.failed';
  if (error.status === 0) return 'errors.network';
  switch (error.code) {
    case ErrorCode.CONTRACT_WITHDRAWAL_UNAVAILABLE:
      return 'errors.unavailable';
    case ErrorCode.CONTRACT_WITHDRAWAL_EXPIRED:
      return 'errors.expired';
    case ErrorCode.NOT_FOUND:
      return 'errors.notFound';
    case ErrorCode.RATE_LIMITED:
      return 'errors.rateLimited';
    case ErrorCode.VALIDATION:
      return 'errors.fields';
    default:
      return 'errors.failed';
  }
}
