import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a route does after its answer has left, so that the answer cannot tell by its timing whether
 * there was any (a reset asked for a known address and for an unknown one answer alike, then the
 * known one gets its link). Failures are logged: nobody waits for them. The app waits for what is
 * still running when it closes, and tests can wait for it with `settled()`.
 */
export class AfterAnswer {
  private readonly running = new Set<Promise<void>>();

  /** `hold` runs before each task: tests use it to keep the work back and look at the answer alone. */
  constructor(private readonly options: { hold?: () => Promise<void> } = {}) {}

  get pending(): number {
    return this.running.size;
  }

  run(task: () => Promise<void>, log: FastifyBaseLogger): void {
    const work = (async () => {
      // Never in the same turn as the answer: the reply is on its way before any of this starts.
      await new Promise<void>((resolve) => setImmediate(resolve));
      await this.options.hold?.();
      await task();
    })()
      .catch((error: unknown) => log.error({ err: error }, 'work after the answer failed'))
      .finally(() => this.running.delete(work));
    this.running.add(work);
  }

  /** Resolves once nothing started by run() is still going (including work started meanwhile). */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
