import type { FastifyRateLimitStore } from '@fastify/rate-limit';

type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * The rate limits' in-memory store: a fixed window per key, at most `maxKeys` keys (the least
 * recently seen go first). It replaces @fastify/rate-limit's LocalStore, which answers every
 * request with the same mutable counter that the plugin reads only after an await: in a burst
 * sent all at once every request saw the final count, and all of them got 429, the first ones
 * within the limit too. Here each request gets its own count.
 */
export class SnapshotRateLimitStore implements FastifyRateLimitStore {
  private readonly windows = new Map<string, { count: number; startMs: number }>();

  /** The plugin constructs the store with its options, which this store does not need. */
  constructor(
    _pluginOptions?: unknown,
    private readonly maxKeys = 10_000,
  ) {}

  incr(key: string, answer: Answer, timeWindow: number): void {
    const now = Date.now();
    const alive = this.windows.get(key);
    const window = alive && alive.startMs + timeWindow > now ? alive : { count: 0, startMs: now };
    window.count += 1;
    this.windows.delete(key);
    this.windows.set(key, window);
    if (this.windows.size > this.maxKeys) {
      const oldest = this.windows.keys().next().value;
      if (oldest !== undefined) this.windows.delete(oldest);
    }
    answer(null, { current: window.count, ttl: window.startMs + timeWindow - now });
  }

  /** The count without counting (the plugin's `increment: false`). */
  read(key: string, answer: Answer, timeWindow: number): void {
    const now = Date.now();
    const window = this.windows.get(key);
    if (!window || window.startMs + timeWindow <= now) answer(null, { current: 0, ttl: 0 });
    else answer(null, { current: window.count, ttl: window.startMs + timeWindow - now });
  }

  /** Each route with its own limit counts in its own store. */
  child(): SnapshotRateLimitStore {
    return new SnapshotRateLimitStore(undefined, this.maxKeys);
  }
}
