import { describe, expect, it } from 'vitest';
import type { EndpointResult } from './api-bench.js';
import { median } from './budgets.js';
import type { LoadResult } from './load.js';
import { type ApiRun, shippedRows } from './report-api.js';

const load = (rps: number): LoadResult => ({
  rps,
  p50: 1,
  p99: 5,
  requests: rps * 10,
  seconds: 10,
  errors: 0,
  non2xx: 0,
});

/** A cached read's rounds: its requests a second in each, against a bare route's. */
const read = (rounds: number[], bareRounds = rounds.map(() => 1000)): EndpointResult => {
  const ratios = rounds.map((rps, index) => rps / (bareRounds[index] ?? 1));
  return {
    name: 'GET /api/articles',
    endpointClass: 'cached',
    rounds: rounds.map((rps, index) => ({ app: load(rps), bare: load(bareRounds[index] ?? 1) })),
    rps: median(rounds),
    p50: 1,
    p99: 5,
    bareRps: median(bareRounds),
    bareP99: 4,
    ratio: median(ratios),
    errors: 0,
    non2xx: 0,
    missed: [],
  };
};

const run = (quiet: EndpointResult, shipped: EndpointResult): ApiRun => ({
  database: 'postgres',
  results: [quiet],
  shipped: [shipped],
  size: {} as ApiRun['size'],
  seedSeconds: 1,
  quietLevel: 'warn',
});

describe('cached reads as shipped', () => {
  it('pass at 0.8 of the bare route with logs costing at most 10 %', () => {
    const [row] = shippedRows(run(read([880]), read([800])));
    expect(row?.cost).toBeCloseTo(0.09, 2);
    expect(row?.missed).toEqual([]);
  });

  it('miss below 0.8 of the bare route, however little the logs cost', () => {
    expect(shippedRows(run(read([780]), read([750])))[0]?.missed).toEqual(['ratio as shipped 0.750 < 0.8']);
  });

  it('miss when the logs cost more than 10 %', () => {
    expect(shippedRows(run(read([1000]), read([850])))[0]?.missed).toEqual(['logging costs 15 % > 10 %']);
  });

  it("judge the logs' cost round by round, both servers measured on the machine as it was then", () => {
    // The machine slows by 40 % in the second round, both servers with it: the logs cost 5 % in each round.
    const [row] = shippedRows(run(read([1000, 600, 990]), read([950, 570, 940.5])));
    expect(row?.cost).toBeCloseTo(0.05, 3);
    expect(row?.missed).toEqual([]);
  });
});
