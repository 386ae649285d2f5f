import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon, { type RequestData, type RequestSpec } from 'autocannon';
import { median } from './budgets.js';

/** What a browser sends with every call that matters to the answer: compression. */
export const BROWSER_HEADERS = {
  accept: 'application/json, text/html;q=0.9, */*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
};

export interface LoadResult {
  /** Completed requests per second. */
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** How long it ran. */
  seconds: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  duration: number;
  requests?: RequestSpec[];
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({ headers: BROWSER_HEADERS, timeout: 10, ...options });
  return {
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    seconds: result.duration,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** How a run at a steady rate makes its n-th request: a method, and a change to the URL's GET. */
export type PacedRequest = Pick<RequestSpec, 'method' | 'setupRequest'>;

export interface PacedLoadOptions {
  url: string;
  /** Requests a second, sent evenly spaced whatever the answers' speed. */
  rate: number;
  duration: number;
  /** Most requests open at once; more wait for a free connection, and their wait counts. */
  connections: number;
  /** The n-th request, made from the URL's GET with the browser's headers. */
  request: PacedRequest;
}

/** A request unanswered after this long is counted as an error, as autocannon's `timeout: 10` does. */
const PACED_TIMEOUT_MS = 10_000;

/** The nearest-rank percentile of ascending values. */
const percentile = (sorted: readonly number[], share: number) =>
  sorted.length ? (sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? 0) : 0;

/**
 * A fixed rate of requests, one every 1/rate seconds, each one's latency taken from when it was due
 * rather than when it went out, so a slow server or a full connection pool cannot hide its delay from
 * the figures. autocannon's own rate mode is not that: every connection sends its share of a second at
 * the second's start (20 a second over 10 connections arrive as two bursts of ten), and its correction
 * for the requests a slow answer held back assumes one was due every millisecond.
 */
export async function runAtRate(options: PacedLoadOptions): Promise<LoadResult> {
  const target = new URL(options.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const base: RequestData = {
    method: options.request.method ?? 'GET',
    path: `${target.pathname}${target.search}`,
    headers: BROWSER_HEADERS,
  };
  const count = Math.max(1, Math.round(options.rate * options.duration));
  const interval = 1000 / options.rate;
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const started = performance.now();
  const answers: Promise<void>[] = [];
  for (let n = 0; n < count; n++) {
    const due = started + n * interval;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const made = options.request.setupRequest?.(structuredClone(base), {}) ?? base;
    answers.push(
      sendOnce(target, agent, made).then(
        (status) => {
          latencies.push(performance.now() - due);
          if (status < 200 || status >= 300) non2xx++;
        },
        () => {
          errors++;
        },
      ),
    );
  }
  await Promise.all(answers);
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    requests: latencies.length,
    seconds,
    errors,
    non2xx,
  };
}

/** One request on the agent's connections; its status once the whole answer has arrived. */
function sendOnce(target: URL, agent: http.Agent, request: RequestData): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.path,
        headers: request.headers,
        agent,
        timeout: PACED_TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/** A run's slices as one: requests over the whole time; its latencies, the slices' medians. */
function joinSlices(slices: LoadResult[]): LoadResult {
  const sum = (pick: (slice: LoadResult) => number) => slices.reduce((total, slice) => total + pick(slice), 0);
  const requests = sum((slice) => slice.requests);
  const seconds = sum((slice) => slice.seconds);
  return {
    rps: seconds ? requests / seconds : 0,
    p50: median(slices.map((slice) => slice.p50)),
    p99: median(slices.map((slice) => slice.p99)),
    requests,
    seconds,
    errors: sum((slice) => slice.errors),
    non2xx: sum((slice) => slice.non2xx),
  };
}

/** A run taking turns: its length is the turns'. */
type TurnRun = Omit<LoadOptions, 'duration'>;

/** How long each run goes on before the next one's turn (see runInTurns). */
const TURN_SECONDS = 1;

/**
 * Runs compared with one another, each for `duration` seconds, in turns of about a second: every run once,
 * then again with the next one first, and so on. The shared machine's speed swings by a fifth within
 * seconds; taken in turns, every run meets the same swings, which runs one after the other would not.
 * Runs left undefined are skipped; each run's result comes back under its name.
 */
export async function runInTurns<Name extends string>(
  runs: Record<Name, TurnRun | undefined>,
  duration: number,
): Promise<Record<Name, LoadResult | undefined>> {
  const entries = (Object.entries(runs) as [Name, TurnRun | undefined][]).flatMap(([name, run]) =>
    run ? [{ name, run, slices: [] as LoadResult[] }] : [],
  );
  const turns = Math.max(1, Math.round(duration / TURN_SECONDS));
  for (let turn = 0; turn < turns; turn++) {
    for (let step = 0; step < entries.length; step++) {
      const entry = entries[(turn + step) % entries.length];
      entry?.slices.push(await runLoad({ ...entry.run, duration: duration / turns }));
    }
  }
  const results = {} as Record<Name, LoadResult | undefined>;
  for (const entry of entries) results[entry.name] = joinSlices(entry.slices);
  return results;
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent: still compressed when the server compressed them. */
  body: Buffer;
}

/** One GET, the answer's bytes untouched (fetch would decompress them). */
export function fetchRaw(url: string, headers: Record<string, string> = BROWSER_HEADERS): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** A distinct client address for the n-th request (the server trusts X-Forwarded-For in the benchmark). */
export const clientAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255 || 1}`;
