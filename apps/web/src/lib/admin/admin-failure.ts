import { ErrorCode, type FieldProblems } from '@cammini/contract';
import type { ApiError } from '../api-client';
import { problemOf } from '../forms/problem-of';
import { PrivateTokenError } from './private-token';

/**
 * Why an admin write failed, the same way for every back-office screen; each screen then says it
 * in its own words. `message` is the server's own text, when it sent one for a refusal (4xx).
 */
export type AdminFailure =
  | { kind: 'token' }
  | { kind: 'network' }
  | {
      kind: 'fileRefused';
      code: typeof ErrorCode.PAYLOAD_TOO_LARGE | typeof ErrorCode.UNSUPPORTED_MEDIA_TYPE;
      message?: string;
    }
  | { kind: 'titleTaken'; fields?: FieldProblems; message?: string }
  | { kind: 'session'; message?: string }
  | { kind: 'notFound'; message?: string }
  | { kind: 'invalid'; fields: FieldProblems; message?: string }
  | { kind: 'refused'; message?: string }
  | { kind: 'failed' };

/** Refusals (4xx) come with a text meant for the admin; a 5xx text is never shown. */
const refusalMessage = (error: ApiError) =>
  error.status >= 400 && error.status < 500 && error.message ? error.message : undefined;

export function adminFailureOf(failure: unknown): AdminFailure {
  if (failure instanceof PrivateTokenError) return { kind: 'token' };
  const error = problemOf(failure);
  if (!error) return { kind: 'failed' };
  // The password was asked for before another private token, and not given: no token, as above.
  if (error.code === ErrorCode.PASSWORD_CONFIRMATION_REQUIRED) return { kind: 'token' };
  if (error.status === 0) return { kind: 'network' };
  const message = refusalMessage(error);
  if (error.code === ErrorCode.PAYLOAD_TOO_LARGE || error.code === ErrorCode.UNSUPPORTED_MEDIA_TYPE) {
    return { kind: 'fileRefused', code: error.code, message };
  }
  if (error.code === ErrorCode.TITLE_TAKEN) return { kind: 'titleTaken', fields: error.fields, message };
  if (error.status === 401 || error.status === 403) return { kind: 'session', message };
  if (error.status === 404) return { kind: 'notFound', message };
  if (error.fields || error.code === ErrorCode.VALIDATION)
    return { kind: 'invalid', fields: error.fields ?? {}, message };
  if (message) return { kind: 'refused', message };
  return { kind: 'failed' };
}
