import { getPrivateToken } from '../api-client';

/** The admin's private token could not be had: every admin screen says so in its own words. */
export class PrivateTokenError extends Error {
  constructor() {
    super('Private token not generated');
    this.name = 'PrivateTokenError';
  }
}

/**
 * Fetches (or reuses) the private token before an admin call, so that its failure is told apart
 * from the call's own; the call then reuses the same token.
 */
export async function ensurePrivateToken(signal?: AbortSignal): Promise<void> {
  try {
    await getPrivateToken(signal);
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new PrivateTokenError();
  }
}
