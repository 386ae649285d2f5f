import type { AppContext } from '../../../context.js';
import type { Transaction } from '../../../db/client.js';
import type { AppError } from '../../../lib/app-error.js';

/*
 * A title taken, found by key or lost in a race to the unique title-key index, is one answer: the
 * catalogue's admin writes run in writeUniquely, which turns the index's refusal into the caller's 409.
 */

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Runs `work` in a transaction. The service checks titles by key before writing; if another
 * request took the title in between, the unique index refuses the row and the caller gets the
 * same answer as a title found taken.
 */
export async function writeUniquely<T>(
  ctx: AppContext,
  taken: () => AppError,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  try {
    return await ctx.db.transaction(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
