import { lt } from 'drizzle-orm';
import { type RateLimiterAbstract, RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database, Executor } from '../db/client.js';
import { rateLimits } from '../db/schema/limiters.js';

/** A limit: at most `max` counted in a window of `windowMs` from the key's first count. */
export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * Where the site's counters live: in this process for the embedded database, in PostgreSQL otherwise,
 * so every instance counts against the same limit. `name` keeps each limit's keys apart.
 */
export interface Limiters {
  limiter(name: string, limit: Limit): RateLimiterAbstract;
}

export function memoryLimiters(): Limiters {
  return {
    limiter: (name, limit) =>
      new RateLimiterMemory({ keyPrefix: name, points: limit.max, duration: limit.windowMs / 1000 }),
  };
}

/**
 * Counters in the `rate_limits` table. An expired row counts for nothing (the upsert starts a new window);
 * the daily retention job deletes them.
 */
export function databaseLimiters(db: Database): Limiters {
  return {
    limiter: (name, limit) =>
      new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        keyPrefix: name,
        points: limit.max,
        duration: limit.windowMs / 1000,
        clearExpiredByTimeout: false,
      }),
  };
}

/** Counters whose window has ended (a counter with no end is kept): the daily retention job calls it. */
export async function deleteExpiredRateLimits(db: Executor, now: Date): Promise<number> {
  const rows = await db.delete(rateLimits).where(lt(rateLimits.expire, now)).returning({ key: rateLimits.key });
  return rows.length;
}

/**
 * Failed attempts of one kind (wrong passwords) per key, so that guessing is slowed with 429 while
 * people who type it right are never held up. A success clears the count.
 */
export class AttemptCounter {
  constructor(private readonly limiter: RateLimiterAbstract) {}

  /**
   * Checks and counts an attempt in one atomic step, before the password is verified: a concurrent
   * burst of guesses stops at the limit too. Answers the milliseconds to wait (the attempt is then not
   * counted), or 0.
   */
  begin(key: string): Promise<number> {
    return countOrWait(this.limiter, key);
  }

  /** Takes back an attempt that turned out not to be a wrong password. */
  async forgive(key: string): Promise<void> {
    await this.limiter.reward(key);
  }

  async clear(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

/**
 * At most `max` of an action per key in each window (a look-up at the payment provider per checkout),
 * counted where the limiters count: on PostgreSQL every instance shares the window.
 */
export class Throttle {
  constructor(private readonly limiter: RateLimiterAbstract) {}

  /** Counts the action and answers 0 when the window has room; else the milliseconds until it ends (not counted). */
  take(key: string): Promise<number> {
    return countOrWait(this.limiter, key);
  }
}

/** Counts one in one atomic step (a concurrent burst stops at the limit too), or answers the wait without counting. */
async function countOrWait(limiter: RateLimiterAbstract, key: string): Promise<number> {
  try {
    await limiter.consume(key);
    return 0;
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    await limiter.reward(key);
    return Math.max(refusal.msBeforeNext, 1);
  }
}
