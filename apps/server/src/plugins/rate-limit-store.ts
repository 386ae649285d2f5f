import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { Limiters } from '../lib/limiters.js';

type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin hands a route's store at run time: its merged options, the route among them. */
type RouteParams = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * @fastify/rate-limit's store over the site's limiters (memory, or PostgreSQL so that every instance
 * counts together). Each request gets its own count from one atomic step, so a burst sent all at once
 * stops exactly at the limit. Each route counts under its own name.
 */
export function limiterStore(limiters: Limiters) {
  return class LimiterStore implements FastifyRateLimitStore {
    private readonly byWindow = new Map<string, RateLimiterAbstract>();

    /** The plugin constructs the store with its options, and each route's with the route's. */
    constructor(private readonly params: RouteParams = {}) {}

    private limiterFor(timeWindow: number, max: number): RateLimiterAbstract {
      const id = `${timeWindow}:${max}`;
      let limiter = this.byWindow.get(id);
      if (!limiter) {
        const { method = '', url = '' } = this.params.routeInfo ?? {};
        limiter = limiters.limiter(`route:${[method].flat().join(',')} ${url}`, { max, windowMs: timeWindow });
        this.byWindow.set(id, limiter);
      }
      return limiter;
    }

    incr(key: string, answer: Answer, timeWindow: number, max: number): void {
      this.limiterFor(timeWindow, max)
        .consume(key)
        .then(
          (counted) => answer(null, { current: counted.consumedPoints, ttl: counted.msBeforeNext }),
          (refusal: unknown) => {
            if (refusal instanceof RateLimiterRes) {
              answer(null, { current: refusal.consumedPoints, ttl: refusal.msBeforeNext });
            } else answer(refusal instanceof Error ? refusal : new Error(String(refusal)));
          },
        );
    }

    /** The count without counting (the plugin's `increment: false`). */
    read(key: string, answer: Answer, timeWindow: number, max: number): void {
      this.limiterFor(timeWindow, max)
        .get(key)
        .then(
          (held) =>
            answer(null, held ? { current: held.consumedPoints, ttl: held.msBeforeNext } : { current: 0, ttl: 0 }),
          (error: unknown) => answer(error instanceof Error ? error : new Error(String(error))),
        );
    }

    /** Each route with its own limit counts under its own name. */
    child(routeParams: Parameters<FastifyRateLimitStore['child']>[0]): LimiterStore {
      return new LimiterStore(routeParams as RouteParams);
    }
  };
}
