import { ErrorCode } from '@cammini/contract';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { AttemptCounter } from '../../lib/limiters.js';
import { verifyPassword } from './password-hashing.js';
import { findUserById } from './users.repository.js';

/** Too many wrong current passwords for one account: 429, with the seconds until a try counts again. */
export class TooManyPasswordAttempts extends AppError {
  constructor(retryAfterSeconds: number) {
    super(ErrorCode.RATE_LIMITED, `Troppi tentativi: riprova tra ${retryAfterSeconds} secondi`, { retryAfterSeconds });
  }
}

/** Counts wrong current passwords per account; each set of routes keeps its own, under its name. */
export type PasswordAttempts = AttemptCounter;

/** Wrong current passwords per account: ten in 15 minutes, then 429 until the window ends. */
export const createPasswordAttempts = (ctx: AppContext, name: string): PasswordAttempts =>
  new AttemptCounter(ctx.limiters.limiter(`password:${name}`, { max: 10, windowMs: 15 * 60_000 }));

/**
 * Asks for the account's password again before a change a stolen session must not make alone (bank
 * details). Wrong passwords are counted per account, whatever the address: past the limit the answer
 * is 429 until the window ends, so these routes cannot be used to guess the password either.
 */
export async function confirmCurrentPassword(
  ctx: AppContext,
  attempts: PasswordAttempts,
  input: { userId: number; password: string },
): Promise<void> {
  const key = `account:${input.userId}`;
  // Counted before the password is checked, so that guesses sent all at once stop at the limit too.
  const waitMs = await attempts.begin(key);
  if (waitMs > 0) throw new TooManyPasswordAttempts(Math.ceil(waitMs / 1000));
  let matches: boolean;
  try {
    const user = await findUserById(ctx.db, input.userId);
    if (!user) throw notFound('Utente non trovato');
    matches = await verifyPassword(user.passwordHash, input.password);
  } catch (error) {
    // Not a wrong password: the attempt does not count.
    await attempts.forgive(key);
    throw error;
  }
  if (!matches) throw new AppError(ErrorCode.WRONG_PASSWORD, 'La password attuale non è corretta');
  await attempts.clear(key);
}
