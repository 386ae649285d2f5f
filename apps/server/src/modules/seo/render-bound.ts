import type { FastifyBaseLogger } from 'fastify';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { Limit } from '../../lib/limiters.js';

/**
 * Drawing a page on the server is the costliest thing an anonymous request can ask for: the built web app
 * holds the event loop 5-20 ms per page (measured on the demo content: the FAQ 5 ms, the blog 8, an
 * article 9, the home 19), in one stretch, since the API calls it makes are answered in process. A cached
 * read costs under a millisecond. Beyond these bounds a page is sent as the app's shell with its own
 * head, which the browser draws by itself.
 *
 * - `inFlight`: renders drawn at once in this process. Each holds the event loop from start to end, and
 *   every request waits behind the renders started before it: one at a time, a burst adds at most one
 *   render to anyone's answer (render-bound.hardening.test.ts: a cached read's p99 31-38 ms during 300
 *   renders asked from one address, against 0.7-3.6 s without the bound). One event loop draws no faster
 *   with more at once; a render waiting for the database keeps its place meanwhile, and visitors arriving
 *   then get the shell.
 * - `perAddress`: uncached renders one client address may start in a window, counted where the rate
 *   limits count (shared by every instance on PostgreSQL), so one address cannot keep the places in
 *   flight to itself. Two a second on average: a visitor's full page loads are a few a minute (moving
 *   around the site is the browser's work), and an office behind one address, or a crawler walking the
 *   site, still gets its pages drawn.
 */
export const RENDER_BOUND: { perAddress: Limit; inFlight: number } = {
  perAddress: { max: 120, windowMs: 60_000 },
  inFlight: 1,
};

/** What the bound says to a render: start, and `release()` when done, or do not start. */
export type RenderPermit = { release(): void } | undefined;

/** The bound on uncached renders: per client address and in flight at once. */
export class RenderBound {
  private inFlight = 0;

  constructor(
    private readonly perAddress: RateLimiterAbstract,
    private readonly maxInFlight: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Renders being drawn now. */
  get drawing(): number {
    return this.inFlight;
  }

  /**
   * A permit to draw a page for `address`, counted against its allowance, or nothing when either bound
   * is reached. The place in flight is taken first, so a burst beyond it costs no counter round trip.
   */
  async admit(address: string): Promise<RenderPermit> {
    if (this.inFlight >= this.maxInFlight) return undefined;
    this.inFlight += 1;
    let held = true;
    const permit = {
      release: () => {
        if (held) this.inFlight -= 1;
        held = false;
      },
    };
    try {
      await this.perAddress.consume(address);
      // A render holds the event loop from start to end (its calls are answered in process). It starts on
      // the loop's next turn, after the requests already waiting (a cached read that came with a burst):
      // those never wait behind more than the renders in flight.
      await new Promise((resolve) => setImmediate(resolve));
      return permit;
    } catch (refusal) {
      permit.release();
      // The shell is always a working answer: a counter that cannot be reached draws nothing.
      if (!(refusal instanceof RateLimiterRes)) this.log.warn({ err: refusal }, 'render allowance not counted');
      return undefined;
    }
  }
}
