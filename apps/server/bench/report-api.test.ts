import { describe, expect, it } from 'vitest';
import type { EndpointResult } from './api-bench.js';
import { type ApiRun, shippedRows } from './report-api.js';

const read = (ratio: number, missed: string[] = []): EndpointResult => ({
  name: 'GET /api/articles',
  endpointClass: 'cached',
  rounds: [],
  rps: 1000 * ratio,
  p50: 1,
  p99: 5,
  bareRps: 1000,
  bareP99: 4,
  ratio,
  errors: 0,
  non2xx: 0,
  missed,
});

const run = (quiet: number, shipped: number): ApiRun => ({
  database: 'postgres',
  results: [read(quiet)],
  shipped: [read(shipped)],
  size: {} as ApiRun['size'],
  seedSeconds: 1,
  quietLevel: 'warn',
});

describe('cached reads as shipped', () => {
  it('pass at 0.8 of the bare route with logs costing at most 10 %', () => {
    const [row] = shippedRows(run(0.88, 0.8));
    expect(row?.cost).toBeCloseTo(0.09, 2);
    expect(row?.missed).toEqual([]);
  });

  it('miss below 0.8 of the bare route, however little the logs cost', () => {
    expect(shippedRows(run(0.78, 0.75))[0]?.missed).toEqual(['ratio as shipped 0.75 < 0.8']);
  });

  it('miss when the logs cost more than 10 %', () => {
    expect(shippedRows(run(1, 0.85))[0]?.missed).toEqual(['logging costs 15 % > 10 %']);
  });
});
