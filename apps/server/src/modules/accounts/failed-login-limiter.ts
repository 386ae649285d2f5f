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

  /**
   * Checks and counts an attempt in one step, before the password is verified: nothing can run
   * between the check and the count, so a concurrent burst of guesses stops at the limit too.
   * Answers the milliseconds to wait (the attempt is then not counted), or 0.
   */
  beginAttempt(key: string): number {
    const waitMs = this.retryAfterMs(key);
    if (waitMs > 0) return waitMs;
    this.recordFailure(key);
    return 0;
  }

  /** Takes back an attempt counted by beginAttempt that turned out not to be a wrong password. */
  forgive(key: string): void {
    const entry = this.failures.get(key);
    if (entry && entry.count > 0) entry.count -= 1;
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
