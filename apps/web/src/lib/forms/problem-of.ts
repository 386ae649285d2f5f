import { ApiError } from '../api-client';

/**
 * The server's answer to a failed call, or undefined for any other failure (a bug, an abort, a missing
 * private token): screens ask this rather than testing the error's class themselves.
 */
export function problemOf(error: unknown): ApiError | undefined {
  return error instanceof ApiError ? error : undefined;
}

/** Whether a failed call was the server refusing with this code. */
export function isProblem(error: unknown, code: string): boolean {
  return problemOf(error)?.code === code;
}
