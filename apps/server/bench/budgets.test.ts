import { describe, expect, it } from 'vitest';
import { BUDGET, cachedP99Limit, type Measured, missedBudgets } from './budgets.js';

const cached = (fields: Partial<Measured>): Measured => ({
  database: 'postgres',
  endpointClass: 'cached',
  ratio: 0.9,
  p99: 10,
  errors: 0,
  non2xx: 0,
  ...fields,
});

describe('the budgets of a cached read', () => {
  it('hold a small answer to the fixed p99', () => {
    expect(cachedP99Limit(6)).toBe(BUDGET.cachedP99Ms);
    expect(missedBudgets(cached({ p99: 24, bareP99: 6 }))).toEqual([]);
    expect(missedBudgets(cached({ p99: 25, bareP99: 6 }))).toEqual(['p99 25 ms ≥ 25 ms']);
  });

  it("hold an answer the bare route cannot serve in 25 ms to a factor of the bare route's p99", () => {
    expect(cachedP99Limit(28)).toBe(35);
    expect(missedBudgets(cached({ p99: 34, bareP99: 28 }))).toEqual([]);
    expect(missedBudgets(cached({ p99: 36, bareP99: 28 }))).toEqual(['p99 36 ms ≥ 35 ms']);
  });

  it('without a bare route, fall back to the fixed p99', () => {
    expect(missedBudgets(cached({ p99: 30 }))).toEqual(['p99 30 ms ≥ 25 ms']);
  });

  it('judge the throughput against the bare route', () => {
    expect(missedBudgets(cached({ ratio: 0.5 }))).toEqual(['ratio 0.500 < 0.6']);
  });
});

describe('the budget of an uncached read', () => {
  it('is judged on PostgreSQL by its share of the floor, and only reported on PGlite', () => {
    const uncached = cached({ endpointClass: 'uncached', ratio: 0.1, p99: 50, floorShare: 0.7 });
    expect(missedBudgets(uncached)).toEqual(['0.700 of its floor < 0.8']);
    expect(missedBudgets({ ...uncached, floorShare: 0.797 })).toEqual(['0.797 of its floor < 0.8']);
    expect(missedBudgets({ ...uncached, database: 'pglite' })).toEqual([]);
  });
});
