/**
 * Counts failed logins per client address and e-mail, so that guessing one account's password is
 * slowed with 429 while people who type it right are never held up (an office or a school often
 * shares one address). A success clears the count. In memory per instance, like the other limits.
 */
export class FailedLoginLimiter {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly options: { maxFailures: number; windowMs: number; now?: () => number; maxKeys?: number },
  ) {}

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  /** Milliseconds to wait before the next attempt, or 0 when the key may try now. */
  retryAfterMs(key: string): number {
    const entry = this.failures.get(key);
    if (!entry) return 0;
    const left = entry.resetAt - this.now();
    if (left <= 0) {
      this.failures.delete(key);
      return 0;
    }
    return entry.count >= this.options.maxFailures ? left : 0;
  }

  recordFailure(key: string): void {
    const now = this.now();
    const entry = this.failures.get(key);
    if (entry && entry.resetAt > now) {
      entry.count += 1;
      return;
    }
    if (this.failures.size >= (this.options.maxKeys ?? 100_000)) this.dropExpired(now);
    this.failures.set(key, { count: 1, resetAt: now + this.options.windowMs });
  }

  clear(key: string): void {
    this.failures.delete(key);
  }

  private dropExpired(now: number) {
    for (const [key, entry] of this.failures) if (entry.resetAt <= now) this.failures.delete(key);
    // Still full of live entries (a flood of distinct keys): forget the oldest rather than grow.
    const excess = this.failures.size - (this.options.maxKeys ?? 100_000) + 1;
    if (excess > 0) for (const key of [...this.failures.keys()].slice(0, excess)) this.failures.delete(key);
  }
}
