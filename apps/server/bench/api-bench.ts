import { titleToSlug } from '@cammini/contract';
import type { RequestSpec } from 'autocannon';
import { RENDER_BOUND } from '../src/modules/seo/render-bound.js';
import { ONE_QUERY_PREFIX } from './bare-server.js';
import type { BenchProcess } from './bench-process.js';
import { BUDGET, type EndpointClass, median, missedBudgets } from './budgets.js';
import { clientAddress, fetchRaw, type LoadResult, type PacedRequest, runAtRate, runInTurns, runLoad } from './load.js';

export interface ApiBenchOptions {
  database: 'pglite' | 'postgres';
  rounds: number;
  /** Seconds per read run (the bare route runs as long, right after). */
  duration: number;
  writeDuration: number;
  connections: number;
  log: (line: string) => void;
}

interface Scenario {
  name: string;
  endpointClass: EndpointClass;
  /** The address measured, and the one whose bytes the bare route serves. */
  path: string;
  requests?: RequestSpec[];
  /** The same reads on the bare server's one-query route: the floor under an uncached read. */
  floorRequests?: RequestSpec[];
  /** Connections of its runs (the app's and the bare route's) when not the benchmark's. */
  connections?: number;
}

export interface EndpointResult {
  name: string;
  endpointClass: EndpointClass;
  rounds: { app: LoadResult; bare?: LoadResult; floor?: LoadResult }[];
  rps: number;
  p50: number;
  p99: number;
  bareRps?: number;
  bareP99?: number;
  ratio?: number;
  /** The one-query bare route, when measured: its req/s and its ratio to the bare route. */
  floorRps?: number;
  floorRatio?: number;
  /** The endpoint's req/s against the one-query bare route's, round by round (median). */
  floorShare?: number;
  /** Bytes of the measured answer as sent (compressed when the server compresses it). */
  bytes?: number;
  errors: number;
  non2xx: number;
  missed: string[];
}

const articlePath = (title: string) => `/api/article/${titleToSlug(title)}`;
const articlePagePath = (title: string) => `/articolo/${titleToSlug(title)}`;

/** The reads of item 1: which are served from the public cache and which must ask the database. */
function readScenarios(server: BenchProcess): Scenario[] {
  const titles = server.fixtures.articleTitles;
  let next = 0;
  let nextFloor = 0;
  let nextPage = 0;
  return [
    { name: 'GET /api/courses', endpointClass: 'cached', path: '/api/courses' },
    { name: 'GET /api/articles', endpointClass: 'cached', path: '/api/articles' },
    { name: 'GET /api/article/{title}', endpointClass: 'cached', path: articlePath(titles[0] ?? '') },
    { name: 'GET /get/topics', endpointClass: 'cached', path: '/get/topics' },
    { name: 'GET /api/reviews', endpointClass: 'cached', path: '/api/reviews' },
    { name: 'GET / (home page)', endpointClass: 'cached', path: '/' },
    {
      // Every article in turn, more of them than the cache holds (500): each request misses it.
      name: 'GET /api/article/{title}, cold',
      endpointClass: 'uncached',
      path: articlePath(titles[0] ?? ''),
      requests: [
        { setupRequest: (request) => ({ ...request, path: articlePath(titles[next++ % titles.length] ?? '') }) },
      ],
      floorRequests: [
        {
          setupRequest: (request) => ({
            ...request,
            path: `${ONE_QUERY_PREFIX}${titleToSlug(titles[nextFloor++ % titles.length] ?? '')}`,
          }),
        },
      ],
    },
    {
      // Every article's page in turn, more of them than the cache holds: each request renders its page
      // with React on the server after reading its article (itself a miss), as a first visit does. Each
      // from a visitor of its own, over as many connections as pages are drawn at once: beyond either
      // bound (seo/render-bound.ts) the server sends the page's shell instead, which is not what is measured.
      name: 'GET /articolo/{title} (page rendered), cold',
      endpointClass: 'render',
      path: articlePagePath(titles[0] ?? ''),
      connections: RENDER_BOUND.inFlight,
      requests: [
        {
          setupRequest: (request) => {
            const n = nextPage++;
            return {
              ...request,
              path: articlePagePath(titles[n % titles.length] ?? ''),
              headers: { ...request.headers, 'x-forwarded-for': clientAddress(400_000 + n) },
            };
          },
        },
      ],
    },
  ];
}

/** A write: `write` makes its n-th request, sent at the budget's steady rate. */
type WriteScenario = Scenario & { write: PacedRequest };

/** Login and checkout: each request from its own address, by its own customer. */
function writeScenarios(server: BenchProcess): WriteScenario[] {
  const { size, password, customers, unsoldCourseTitles } = server.fixtures;
  let logins = 0;
  let checkouts = 0;
  const json = { 'content-type': 'application/json' };
  return [
    {
      name: 'POST /api/login/',
      endpointClass: 'write',
      path: '/api/login/',
      write: {
        method: 'POST',
        setupRequest: (request) => {
          const n = logins++;
          const email = `utente${1 + (n % size.users)}@bench.test`;
          return {
            ...request,
            headers: { ...request.headers, ...json, 'x-forwarded-for': clientAddress(n) },
            body: JSON.stringify({ email, password }),
          };
        },
      },
    },
    {
      name: 'POST /api/create-checkout',
      endpointClass: 'write',
      path: '/api/create-checkout',
      write: {
        method: 'POST',
        setupRequest: (request) => {
          const n = checkouts++;
          const customer = customers[n % customers.length];
          const title = unsoldCourseTitles[n % unsoldCourseTitles.length];
          return {
            ...request,
            headers: {
              ...request.headers,
              ...json,
              authorization: `Bearer ${customer?.token}`,
              'x-forwarded-for': clientAddress(200_000 + n),
            },
            body: JSON.stringify({ email: customer?.email, title, kind: 'course', termsAccepted: true }),
          };
        },
      },
    },
  ];
}

/** Makes the bare route serve exactly the bytes the endpoint sends to a browser; answers their length. */
async function serveSameBytes(server: BenchProcess, path: string): Promise<number> {
  const answer = await fetchRaw(`${server.appUrl}${path}`);
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
  const headers: Record<string, string> = { 'content-type': String(answer.headers['content-type']) };
  if (answer.headers['content-encoding']) headers['content-encoding'] = String(answer.headers['content-encoding']);
  await server.request({ type: 'bare', body: answer.body.toString('base64'), headers });
  return answer.body.length;
}

function summarize(scenario: Scenario, rounds: EndpointResult['rounds'], options: ApiBenchOptions, bytes?: number) {
  const apps = rounds.map((round) => round.app);
  const bares = rounds.flatMap((round) => (round.bare ? [round.bare] : []));
  const ratios = rounds.flatMap((round) => (round.bare ? [round.app.rps / round.bare.rps] : []));
  const floors = rounds.flatMap((round) => (round.floor ? [round.floor] : []));
  const floorRatios = rounds.flatMap((round) => (round.floor && round.bare ? [round.floor.rps / round.bare.rps] : []));
  const floorShares = rounds.flatMap((round) => (round.floor ? [round.app.rps / round.floor.rps] : []));
  const result: EndpointResult = {
    name: scenario.name,
    endpointClass: scenario.endpointClass,
    rounds,
    rps: median(apps.map((run) => run.rps)),
    p50: median(apps.map((run) => run.p50)),
    p99: median(apps.map((run) => run.p99)),
    bareRps: bares.length ? median(bares.map((run) => run.rps)) : undefined,
    bareP99: bares.length ? median(bares.map((run) => run.p99)) : undefined,
    ratio: ratios.length ? median(ratios) : undefined,
    floorRps: floors.length ? median(floors.map((run) => run.rps)) : undefined,
    floorRatio: floorRatios.length ? median(floorRatios) : undefined,
    floorShare: floorShares.length ? median(floorShares) : undefined,
    errors: apps.reduce((sum, run) => sum + run.errors, 0),
    non2xx: apps.reduce((sum, run) => sum + run.non2xx, 0),
    bytes,
    missed: [],
  };
  const asked = scenario.endpointClass === 'write' ? BUDGET.writeRate * options.writeDuration * apps.length : undefined;
  result.missed = missedBudgets({
    database: options.database,
    endpointClass: scenario.endpointClass,
    ratio: result.ratio,
    floorShare: result.floorShare,
    p99: result.p99,
    bareP99: result.bareP99,
    errors: result.errors,
    non2xx: result.non2xx,
    completedShare: asked ? apps.reduce((sum, run) => sum + run.requests, 0) / asked : undefined,
  });
  return result;
}

export interface ApiBenchResults {
  results: EndpointResult[];
  /** The cached reads on the server as shipped, measured in the same rounds as the quiet ones. */
  shipped?: EndpointResult[];
}

/**
 * Item 1 on one running server: every endpoint against the bare route (and an uncached read against its
 * floor), in turns of a second, round after round. With a second server as shipped (request logs on),
 * each cached read takes its turns on it too, so the cost of the logs compares runs seconds apart instead
 * of two servers' runs minutes apart, across which this machine's speed swings by more than the budget.
 */
export async function runApiBench(
  server: BenchProcess,
  options: ApiBenchOptions,
  asShipped?: BenchProcess,
): Promise<ApiBenchResults> {
  const reads = readScenarios(server);
  const writes = writeScenarios(server);
  const rounds = new Map<string, EndpointResult['rounds']>();
  const shippedRounds = new Map<string, EndpointResult['rounds']>();
  const sizes = new Map<string, number>();
  const onApp = (target: BenchProcess, scenario: Scenario) => ({
    connections: scenario.connections ?? options.connections,
    url: `${target.appUrl}${scenario.path}`,
    requests: scenario.requests,
  });
  const shippedFor = (scenario: Scenario) => (scenario.endpointClass === 'cached' ? asShipped : undefined);
  const record = (map: Map<string, EndpointResult['rounds']>, name: string, round: EndpointResult['rounds'][number]) =>
    map.set(name, [...(map.get(name) ?? []), round]);
  // Warm-up: fills the caches and lets the JIT settle before anything is counted. Both servers serve every
  // read: a server that has rendered pages and walked the articles answers small cached reads 10-20 % slower
  // than one that only ever served those (measured with both at the same log level), which would be charged
  // to the logs.
  for (const scenario of reads) {
    for (const target of asShipped ? [server, asShipped] : [server]) {
      await runLoad({ ...onApp(target, scenario), duration: 1 });
    }
  }
  for (let round = 1; round <= options.rounds; round++) {
    for (const scenario of reads) {
      sizes.set(scenario.name, await serveSameBytes(server, scenario.path));
      const shipped = shippedFor(scenario);
      const { app, shippedApp, bare, floor } = await runInTurns(
        {
          app: onApp(server, scenario),
          shippedApp: shipped && onApp(shipped, scenario),
          bare: { connections: scenario.connections ?? options.connections, url: `${server.bareUrl}${scenario.path}` },
          floor: scenario.floorRequests && {
            connections: scenario.connections ?? options.connections,
            url: server.bareUrl,
            requests: scenario.floorRequests,
          },
        },
        options.duration,
      );
      if (!app || !bare) throw new Error(`${scenario.name}: nothing measured`);
      record(rounds, scenario.name, { app, bare, floor });
      if (shippedApp) record(shippedRounds, scenario.name, { app: shippedApp, bare });
      const shippedText = shippedApp ? `, as shipped ${shippedApp.rps.toFixed(0)} req/s` : '';
      const floorText = floor ? `, bare with its query ${floor.rps.toFixed(0)} req/s` : '';
      options.log(
        `  round ${round} ${scenario.name}: ${app.rps.toFixed(0)} req/s${shippedText}, bare ${bare.rps.toFixed(0)} req/s${floorText}`,
      );
    }
    for (const scenario of writes) {
      const app = await runAtRate({
        url: `${server.appUrl}${scenario.path}`,
        rate: BUDGET.writeRate,
        duration: options.writeDuration,
        connections: 10,
        request: scenario.write,
      });
      record(rounds, scenario.name, { app });
      options.log(
        `  round ${round} ${scenario.name}: p99 ${app.p99.toFixed(1)} ms, ${app.non2xx} non-2xx, ${app.errors} errors`,
      );
    }
  }
  const summaries = (scenarios: Scenario[], from: Map<string, EndpointResult['rounds']>) =>
    scenarios
      .filter((scenario) => from.has(scenario.name))
      .map((scenario) => summarize(scenario, from.get(scenario.name) ?? [], options, sizes.get(scenario.name)));
  return {
    results: summaries([...reads, ...writes], rounds),
    shipped: asShipped ? summaries(reads, shippedRounds) : undefined,
  };
}
