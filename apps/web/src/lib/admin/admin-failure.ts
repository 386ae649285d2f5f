import { ErrorCode, type FieldProblems } from '@cammini/contract';
import { problemOf } from '../forms/problem-of';
import { refusalText } from '../forms/refusal-text';
import { PrivateTokenError } from './private-token';

/**
 * Why an admin write failed, the same way for every back-office screen; each screen then says it
 * in its own words. `message` is the refusal's (4xx) text as the kit words it (refusalText): the server's
 * own on an Italian screen, its code's English wording on an English one, else none.
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

export function adminFailureOf(failure: unknown): AdminFailure {
  if (failure instanceof PrivateTokenError) return { kind: 'token' };
  const error = problemOf(failure);
  if (!error) return { kind: 'failed' };
  // The password was asked for before another private token, and not given: no token, as above.
  if (error.code === ErrorCode.PASSWORD_CONFIRMATION_REQUIRED) return { kind: 'token' };
  if (error.status === 0) return { kind: 'network' };
  const message = refusalText(error);
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
