import { problemOf } from '../../../lib/forms/problem-of';

/** The server answers 404 for an unknown item and 400 for an address that cannot name one. */
export const isMissing = (error: unknown) => [404, 400].includes(problemOf(error)?.status ?? 0);
