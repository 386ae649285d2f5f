import { getPrivateToken } from '../../../lib/api-client';

/** The admin's private token could not be had ("Errore nella generazione del private token"). */
export class PrivateTokenError extends Error {
  constructor() {
    super('Errore nella generazione del private token');
  }
}

/**
 * Fetches (or reuses) the private token before a save, so that its failure is told apart from
 * the save's own; the save then reuses the same token.
 */
export async function ensurePrivateToken(): Promise<void> {
  try {
    await getPrivateToken();
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new PrivateTokenError();
  }
}
