import { ErrorCode } from '@cammini/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { AttemptCounter } from '../../lib/limiters.js';

/** Wrong passwords for one account from one address: slowed after 10 in 5 minutes. */
const ADDRESS_LOGIN_FAILURES = { max: 10, windowMs: 5 * 60_000 };
/**
 * Wrong passwords one account takes from all addresses together before every attempt waits (429):
 * addresses are cheap to an attacker (proxies, botnets), so an account takes at most 20 wrong guesses in
 * 15 minutes whoever sends them.
 */
export const ACCOUNT_LOGIN_FAILURES = { max: 20, windowMs: 15 * 60_000 };

export interface LoginAttempt {
  /** The address the attempt comes from. */
  address: string;
  email: string;
}

/** Runs a login, counted among the wrong passwords of its account, from its address and from anywhere. */
export type LimitedLogin = <T>(attempt: LoginAttempt, logIn: () => Promise<T>) => Promise<T>;

export function createLoginLimits(ctx: AppContext): LimitedLogin {
  const fromAddress = new AttemptCounter(ctx.limiters.limiter('login:address', ADDRESS_LOGIN_FAILURES));
  const fromAnywhere = new AttemptCounter(ctx.limiters.limiter('login:account', ACCOUNT_LOGIN_FAILURES));
  return async ({ address, email }, logIn) => {
    const key = `${address}|${email}`;
    // Counted before the password is checked, so that guesses sent all at once stop at the limit too;
    // the same for known and unknown addresses, so the limit tells nothing about who has an account.
    let waitMs = await fromAddress.begin(key);
    if (waitMs === 0) {
      waitMs = await fromAnywhere.begin(email);
      // Refused by the account's limit: this attempt is not one from this address either.
      if (waitMs > 0) await fromAddress.forgive(key);
    }
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new AppError(ErrorCode.RATE_LIMITED, `Troppe richieste: riprova tra ${seconds} secondi`, {
        retryAfterSeconds: seconds,
      });
    }
    try {
      const result = await logIn();
      await fromAddress.clear(key);
      // The right password is not a failure; the other failures of the window still count.
      await fromAnywhere.forgive(email);
      return result;
    } catch (error) {
      if (!(error instanceof AppError && error.code === ErrorCode.INVALID_CREDENTIALS)) {
        await fromAddress.forgive(key);
        await fromAnywhere.forgive(email);
      }
      throw error;
    }
  };
}
