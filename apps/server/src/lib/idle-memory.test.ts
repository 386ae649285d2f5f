import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { type IdleMemoryOptions, releaseMemoryWhenIdle } from './idle-memory.js';

// Timers run late on a loaded machine: what must happen is waited for, not timed.
const WAIT = { timeout: 3_000, interval: 5 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function busyFor(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // Holds the event loop, as a burst of requests would.
  }
}

function run(overrides: Partial<IdleMemoryOptions>) {
  const releases: unknown[] = [];
  const lines: { msg: string; ms?: number }[] = [];
  const log = pino({ level: 'debug' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const stop = releaseMemoryWhenIdle(log, {
    gc: (options) => releases.push(options),
    firstAfterMs: 10,
    checkEveryMs: 100,
    idleBelow: 0.5,
    minGrowthBytes: 0,
    ...overrides,
  });
  return { releases, lines, stop };
}

describe('releaseMemoryWhenIdle', () => {
  it('does nothing without a collector (a process started without --expose-gc)', async () => {
    const stop = releaseMemoryWhenIdle(pino({ level: 'silent' }), {
      gc: undefined,
      firstAfterMs: 1,
      checkEveryMs: 1,
      idleBelow: 1,
      minGrowthBytes: 0,
    });
    await sleep(20);
    stop();
  });

  it('collects everything soon after the start, then at each idle check', async () => {
    const { releases, lines, stop } = run({});
    await vi.waitFor(() => expect(releases).toHaveLength(1), WAIT);
    expect(releases[0]).toEqual({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    expect(lines[0]).toMatchObject({ msg: 'idle memory released', heapBeforeMb: expect.any(Number) });
    await vi.waitFor(() => expect(releases).toHaveLength(2), WAIT);
    stop();
    await sleep(300);
    expect(releases).toHaveLength(2);
  });

  it('leaves a heap that has not grown since the last release alone', async () => {
    const { releases, stop } = run({ minGrowthBytes: 1024 ** 4 });
    await vi.waitFor(() => expect(releases).toHaveLength(1), WAIT);
    await sleep(300);
    stop();
    expect(releases).toHaveLength(1);
  });

  it('does not pause a busy server', async () => {
    const { releases, stop } = run({ checkEveryMs: 200 });
    // Each check that comes after a busy spell sees a loop busy nearly all the time since the last one.
    busyFor(300);
    await sleep(10);
    expect(releases).toHaveLength(0);
    await vi.waitFor(() => expect(releases).toHaveLength(1), WAIT);
    busyFor(300);
    await sleep(10);
    stop();
    expect(releases).toHaveLength(1);
  });
});
