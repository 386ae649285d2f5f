import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { type IdleMemoryOptions, releaseMemoryWhenIdle } from './idle-memory.js';

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
    await sleep(50);
    expect(releases).toEqual([{ type: 'major', execution: 'sync', flavor: 'last-resort' }]);
    expect(lines[0]).toMatchObject({ msg: 'idle memory released', heapBeforeMb: expect.any(Number) });
    await sleep(100);
    expect(releases).toHaveLength(2);
    stop();
    await sleep(150);
    expect(releases).toHaveLength(2);
  });

  it('leaves a heap that has not grown since the last release alone', async () => {
    const { releases, stop } = run({ minGrowthBytes: 1024 ** 4 });
    await sleep(250);
    stop();
    expect(releases).toHaveLength(1);
  });

  it('does not pause a busy server', async () => {
    const { releases, stop } = run({});
    // The first check comes after this busy spell and sees a loop busy nearly all the time.
    busyFor(150);
    await sleep(10);
    expect(releases).toHaveLength(0);
    await sleep(100);
    expect(releases).toHaveLength(1);
    busyFor(150);
    await sleep(10);
    stop();
    expect(releases).toHaveLength(1);
  });
});
