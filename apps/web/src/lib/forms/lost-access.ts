import { ErrorCode } from '@cammini/contract';
import { problemOf } from './problem-of';

/** A lost session, worded once for every screen (any namespace's t reads it). */
export const LOST_SESSION_KEY = 'common:failures.session';
/** An admin's private token that could not be had: adminFailureOf's `token`, worded once for every admin screen. */
export const NO_PRIVATE_TOKEN_KEY = 'common:failures.privateToken';

/**
 * The key of a failed call that lost its session (401 UNAUTHORIZED: a wrong password is another 401,
 * which the screen words itself). Undefined for any other failure.
 */
export function lostSessionKey(failure: unknown): string | undefined {
  const code = problemOf(failure)?.code;
  return code === ErrorCode.UNAUTHORIZED || code === ErrorCode.AUTHORIZATION_MALFORMED ? LOST_SESSION_KEY : undefined;
}
