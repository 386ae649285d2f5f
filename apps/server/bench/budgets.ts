/** The budgets (item 1 and 2), checked by the scripts; docs/performance.md explains them. */
export const BUDGET = {
  /** Cached public reads: at least this share of the bare route's throughput, on both databases. */
  cachedRatio: 0.6,
  /** The same reads as shipped (request logs on): at least this share of the bare route's throughput. */
  shippedCachedRatio: 0.8,
  /**
   * Tail latency of a cached read: under 25 ms, or, for an answer the bare route itself cannot serve in
   * 25 ms on the machine, at most this factor above the bare route's own p99. The load is a closed loop of
   * 32 connections, where latency is the connections over the throughput: a fixed bound on a large answer
   * (the reviews, 28 KB) bounds the machine's bandwidth, not what the app adds. The factor is stricter than
   * the throughput budget, which alone would allow 1 / 0.6.
   */
  cachedP99Ms: 25,
  cachedP99OverBare: 1.25,
  /**
   * Uncached database reads on PostgreSQL: at least this share of the floor, the bare route running the
   * same query on the same database (PGlite is one connection: reported, not judged). The bare route's own
   * throughput is no yardstick here: the database bounds the read, by a factor that differs per machine.
   */
  uncachedShareOfFloorPostgres: 0.8,
  /** Writes and logins at a fixed 20 requests a second. */
  writeRate: 20,
  writeP99Ms: 250,
  /**
   * Request logs as shipped (`LOG_LEVEL=info`, one line a request to a file) may cost a cached read at
   * most this share of its throughput without them.
   */
  loggingCost: 0.1,
  /** Growth from 1x to 10x may not be worse than linear, with this margin for noise. */
  growthMargin: 1.3,
} as const;

/** `render`: a public page drawn by the server renderer on a cache miss (reported, not judged). */
export type EndpointClass = 'cached' | 'uncached' | 'render' | 'write';

export interface Measured {
  database: 'pglite' | 'postgres';
  endpointClass: EndpointClass;
  ratio?: number;
  /** Uncached reads: the endpoint's throughput against its floor's. */
  floorShare?: number;
  p99: number;
  /** The bare route's p99 serving the same bytes, where there is one. */
  bareP99?: number;
  errors: number;
  non2xx: number;
  /** Writes: requests completed against the number the fixed rate asked for. */
  completedShare?: number;
}

/** Every budget the measurement misses, in words; empty when it meets them all. */
export function missedBudgets(m: Measured): string[] {
  const missed: string[] = [];
  if (m.errors > 0) missed.push(`${m.errors} errors`);
  if (m.non2xx > 0) missed.push(`${m.non2xx} non-2xx answers`);
  if (m.endpointClass === 'cached') {
    if ((m.ratio ?? 0) < BUDGET.cachedRatio) missed.push(`ratio ${share(m.ratio)} < ${BUDGET.cachedRatio}`);
    const p99Limit = cachedP99Limit(m.bareP99);
    if (m.p99 >= p99Limit) missed.push(`p99 ${m.p99} ms ≥ ${p99Limit} ms`);
  }
  if (
    m.endpointClass === 'uncached' &&
    m.database === 'postgres' &&
    (m.floorShare ?? 0) < BUDGET.uncachedShareOfFloorPostgres
  ) {
    missed.push(`${share(m.floorShare)} of its floor < ${BUDGET.uncachedShareOfFloorPostgres}`);
  }
  if (m.endpointClass === 'write') {
    if (m.p99 >= BUDGET.writeP99Ms) missed.push(`p99 ${m.p99} ms ≥ ${BUDGET.writeP99Ms} ms`);
    if ((m.completedShare ?? 1) < 0.9) missed.push(`only ${Math.round((m.completedShare ?? 0) * 100)} % of the rate`);
  }
  return missed;
}

/**
 * A share judged against a bound, with three decimals: rounded to two, 0.797 would read as a bound of 0.8
 * it missed.
 */
export function share(value = 0): string {
  return value.toFixed(3);
}

/**
 * The p99 a cached read must stay under, given its bare route's (see BUDGET.cachedP99OverBare), to a tenth
 * of a millisecond: the limit judged is the one the report prints.
 */
export function cachedP99Limit(bareP99 = 0): number {
  return Math.round(Math.max(BUDGET.cachedP99Ms, bareP99 * BUDGET.cachedP99OverBare) * 10) / 10;
}

/** Cost growth from the small to the large data set, against the data's own growth. */
export function missedGrowth(costRatio: number, dataRatio: number): string | undefined {
  const limit = dataRatio * BUDGET.growthMargin;
  return costRatio > limit
    ? `grew ${costRatio.toFixed(1)}x for ${dataRatio}x data (limit ${limit.toFixed(1)}x)`
    : undefined;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
