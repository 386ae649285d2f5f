import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import type { FastifyBaseLogger } from 'fastify';

/**
 * V8 grows its heap, the young generation above all, while the server starts and under load, and
 * keeps it grown once the work is done: its own memory reducer does not shrink the young generation
 * of a process that has gone quiet. A collection of everything that can be collected (the one V8 runs
 * before giving up for lack of memory) gives it back, at the price of a pause of about a tenth of a
 * second (110–120 ms measured). The server asks for one when it is idle a few seconds after its start, and again whenever
 * it has been idle for a while after its heap grew (docs/performance.md, "Memory as shipped").
 */
export interface IdleMemoryOptions {
  /** V8's collector, present when the process runs with `--expose-gc` (the `start` script does). */
  gc?: GarbageCollector;
  /** How long after the start the first check comes: the workers and first polls are done by then. */
  firstAfterMs: number;
  /** How often the server looks whether it has been idle. */
  checkEveryMs: number;
  /** The share of that time the event loop may have been busy for the server to count as idle. */
  idleBelow: number;
  /** How much the heap must have grown since the last release for another one to be worth a pause. */
  minGrowthBytes: number;
}

type GarbageCollector = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

export const IDLE_MEMORY: IdleMemoryOptions = {
  gc: (globalThis as { gc?: GarbageCollector }).gc,
  firstAfterMs: 5_000,
  checkEveryMs: 60_000,
  // Health checks every two seconds and the job queue's polls keep an idle server near 1 % (measured);
  // below 5 % the few requests there are may wait out one pause.
  idleBelow: 0.05,
  minGrowthBytes: 4 * 1024 * 1024,
};

/** Starts the releases; the returned function stops them. Without a collector (tests, `npm run dev`) it does nothing. */
export function releaseMemoryWhenIdle(log: FastifyBaseLogger, options: IdleMemoryOptions = IDLE_MEMORY): () => void {
  const { gc } = options;
  if (!gc) return () => {};
  // Unknown until the first release, which the heap's size does not hold back.
  let heapAfterRelease: number | undefined;
  let loopBefore = performance.eventLoopUtilization();

  const release = () => {
    const heapBefore = v8.getHeapStatistics().total_heap_size;
    const started = performance.now();
    gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    heapAfterRelease = v8.getHeapStatistics().total_heap_size;
    log.debug(
      {
        heapBeforeMb: megabytes(heapBefore),
        heapAfterMb: megabytes(heapAfterRelease),
        ms: Math.round(performance.now() - started),
      },
      'idle memory released',
    );
    // The collection's own pause does not count as work when the next check looks back.
    loopBefore = performance.eventLoopUtilization();
  };

  const releaseIfIdle = () => {
    const loopNow = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(loopNow, loopBefore).utilization;
    loopBefore = loopNow;
    const grown =
      heapAfterRelease === undefined ||
      v8.getHeapStatistics().total_heap_size - heapAfterRelease >= options.minGrowthBytes;
    if (busy < options.idleBelow && grown) release();
  };

  // The first check comes soon after the start: the start-up leaves the most garbage there will be.
  const first = setTimeout(releaseIfIdle, options.firstAfterMs);
  const checks = setInterval(releaseIfIdle, options.checkEveryMs);
  first.unref();
  checks.unref();
  return () => {
    clearTimeout(first);
    clearInterval(checks);
  };
}

function megabytes(bytes: number): number {
  return Math.round(bytes / 1048576);
}
