import { ApiError } from '../../../lib/api-client';

/** The server answers 404 for an unknown item and 400 for an address that cannot name one. */
export const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
