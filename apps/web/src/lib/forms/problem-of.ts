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

/** Whether the server refused the call (a 4xx): asking again would get the same answer. */
export function isRefusal(error: unknown): boolean {
  const status = problemOf(error)?.status ?? 0;
  return status >= 400 && status < 500;
}

/** The refusal's code when it is one of those a screen words itself, else undefined. */
export function codeAmong<Code extends string>(error: unknown, codes: readonly Code[]): Code | undefined {
  return codes.find((code) => isProblem(error, code));
}
