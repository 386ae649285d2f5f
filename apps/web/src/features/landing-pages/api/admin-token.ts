import { getPrivateToken } from '../../../lib/api-client';

/** The admin's private token could not be had (administration spec: "Errore nella generazione del token"). */
export class TokenError extends Error {
  constructor() {
    super('Errore nella generazione del token');
  }
}

/**
 * Fetches (or reuses) the private token before an admin call, so that its failure is told apart
 * from the call's own. The call then reuses the same token.
 */
export async function ensurePrivateToken(signal?: AbortSignal): Promise<void> {
  try {
    await getPrivateToken(signal);
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new TokenError();
  }
}
