import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/support/database.js';
import type { DatabaseHandle } from '../db/client.js';
import { AttemptCounter, databaseLimiters, type Limiters, memoryLimiters } from './limiters.js';

const LIMIT = { max: 3, windowMs: 60_000 };

describe.each([
  ['in memory', async () => ({ limiters: memoryLimiters(), close: async () => {} })],
  [
    'in the database',
    async () => {
      const database: DatabaseHandle = await openTestDatabase();
      const limiters = databaseLimiters(database.db);
      return {
        limiters,
        close: () => database.close(),
      };
    },
  ],
] as const)('attempts counted %s', (_where, open) => {
  let opened: { limiters: Limiters; close(): Promise<void> };
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened.close());

  const counter = (name: string, limit = LIMIT) => new AttemptCounter(opened.limiters.limiter(name, limit));

  it('let the limit through and refuse the next, with the time left, without counting it', async () => {
    const attempts = counter('limit');
    expect([await attempts.begin('k'), await attempts.begin('k'), await attempts.begin('k')]).toEqual([0, 0, 0]);
    const wait = await attempts.begin('k');
    expect(wait).toBeGreaterThan(59_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    expect(await attempts.begin('other')).toBe(0);
  });

  it('stop a burst sent all at once exactly at the limit', async () => {
    const attempts = counter('burst');
    const waits = await Promise.all(Array.from({ length: 10 }, () => attempts.begin('k')));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(3);
  });

  it('take back a forgiven attempt, and start again once cleared', async () => {
    const attempts = counter('forgive');
    for (let i = 0; i < 3; i++) await attempts.begin('k');
    await attempts.forgive('k');
    expect(await attempts.begin('k')).toBe(0);
    expect(await attempts.begin('k')).toBeGreaterThan(0);
    await attempts.clear('k');
    expect(await attempts.begin('k')).toBe(0);
  });

  it('start a new window once the last one is over', async () => {
    const attempts = counter('window', { max: 1, windowMs: 200 });
    expect(await attempts.begin('k')).toBe(0);
    expect(await attempts.begin('k')).toBeGreaterThan(0);
    await sleep(250);
    expect(await attempts.begin('k')).toBe(0);
  });

  it('keep each name apart', async () => {
    const first = counter('first', { max: 1, windowMs: 60_000 });
    const second = counter('second', { max: 1, windowMs: 60_000 });
    expect(await first.begin('k')).toBe(0);
    expect(await second.begin('k')).toBe(0);
  });
});

describe('attempts counted in the database by two instances', () => {
  it('count against one limit', async () => {
    const database = await openTestDatabase();
    const [a, b] = [databaseLimiters(database.db), databaseLimiters(database.db)];
    try {
      const throughA = new AttemptCounter(a.limiter('login:address', LIMIT));
      const throughB = new AttemptCounter(b.limiter('login:address', LIMIT));
      expect(await throughA.begin('k')).toBe(0);
      expect(await throughB.begin('k')).toBe(0);
      expect(await throughA.begin('k')).toBe(0);
      expect(await throughB.begin('k')).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });
});
