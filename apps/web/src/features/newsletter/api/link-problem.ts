import { problemOf } from '../../../lib/forms/problem-of';

export type LinkProblem = 'expired' | 'invalid' | 'failed';

/**
 * What went wrong with a link from an e-mail: expired, not valid (a 400 or 404 about the token),
 * or a failure worth retrying (network, rate limit, server).
 */
export function linkProblem(failure: unknown): LinkProblem {
  const error = problemOf(failure);
  if (!error) return 'failed';
  if (error.code === 'TOKEN_EXPIRED') return 'expired';
  if (error.status === 400 || error.status === 404) return 'invalid';
  return 'failed';
}
