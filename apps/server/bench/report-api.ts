import { RENDER_BOUND } from '../src/modules/seo/render-bound.js';
import type { EndpointResult } from './api-bench.js';
import { BUDGET, cachedP99Limit, median, share } from './budgets.js';
import type { DataSetSize } from './data-set.js';
import type { MachineInfo } from './machine.js';
import { databaseHeading, fixed, markdownTable, percent, verdict } from './report-format.js';

export interface RunContext {
  machine: MachineInfo;
  command: string;
  /** Share of the cores other people's work used just before each database's run, and during it (all of it). */
  load: { database: string; background: number; during: number }[];
}

export interface ApiRun {
  database: 'pglite' | 'postgres';
  results: EndpointResult[];
  size: DataSetSize;
  seedSeconds: number;
  /** The cached reads again, on a server as shipped: request logs at `info`, written to a file. */
  shipped?: EndpointResult[];
  /** The log level of the first run (`--log-level`). */
  quietLevel: string;
}

/** A cached read as shipped beside the same read in the quiet run, both against the bare route. */
export interface ShippedRow {
  name: string;
  quiet: EndpointResult;
  shipped: EndpointResult;
  /** The share of the throughput the request logs cost: the median of the rounds' (both servers ran in each). */
  cost: number;
  missed: string[];
}

/** Each round's cost of the logs, the quiet and the shipped server measured seconds apart: the median. */
function loggingCost(quiet: EndpointResult, shipped: EndpointResult): number | undefined {
  const costs = shipped.rounds.flatMap((round, index) => {
    const quietRps = quiet.rounds[index]?.app.rps;
    return quietRps ? [1 - round.app.rps / quietRps] : [];
  });
  return costs.length ? median(costs) : undefined;
}

export function shippedRows(run: ApiRun): ShippedRow[] {
  return (run.shipped ?? []).flatMap((shipped) => {
    const quiet = run.results.find((result) => result.name === shipped.name);
    const cost = quiet && loggingCost(quiet, shipped);
    if (!quiet || cost === undefined || !shipped.ratio) return [];
    const missed = [...shipped.missed];
    if (shipped.ratio < BUDGET.shippedCachedRatio) {
      missed.push(`ratio as shipped ${share(shipped.ratio)} < ${BUDGET.shippedCachedRatio}`);
    }
    if (cost > BUDGET.loggingCost) missed.push(`logging costs ${percent(cost)} > ${percent(BUDGET.loggingCost)}`);
    return [{ name: shipped.name, quiet, shipped, cost, missed }];
  });
}

export function shippedTable(run: ApiRun): string {
  return markdownTable(
    [
      'endpoint',
      `req/s, LOG_LEVEL=${run.quietLevel}`,
      'ratio',
      'req/s as shipped',
      'p99 ms as shipped',
      'ratio as shipped',
      'cost of the logs',
      'budget',
      'verdict',
    ],
    shippedRows(run).map((row) => [
      row.name,
      fixed(row.quiet.rps),
      fixed(row.quiet.ratio, 2),
      fixed(row.shipped.rps),
      fixed(row.shipped.p99, 1),
      fixed(row.shipped.ratio, 2),
      percent(row.cost),
      `≥ ${BUDGET.shippedCachedRatio}, logs ≤ ${percent(BUDGET.loggingCost)}`,
      verdict(row.missed),
    ]),
  );
}

const CLASS_LABEL = {
  cached: 'cached public read',
  uncached: 'uncached database read',
  render: 'uncached page render',
  write: 'write at 20/s',
} as const;

function budgetOf(result: EndpointResult, database: string): string {
  if (result.endpointClass === 'cached') {
    return `≥ ${BUDGET.cachedRatio}, p99 < ${cachedP99Limit(result.bareP99)} ms`;
  }
  if (result.endpointClass === 'write') return `p99 < ${BUDGET.writeP99Ms} ms`;
  if (result.endpointClass === 'render') return 'reported only';
  return database === 'postgres' ? `≥ ${BUDGET.uncachedShareOfFloorPostgres} of its floor` : 'reported only';
}

export function apiTable(run: ApiRun): string {
  const rows = run.results.map((result) => [
    result.name,
    CLASS_LABEL[result.endpointClass],
    result.bytes === undefined ? '–' : `${fixed(result.bytes / 1024, 1)} KB`,
    fixed(result.rps),
    fixed(result.p50, 1),
    fixed(result.p99, 1),
    fixed(result.bareRps),
    fixed(result.bareP99, 1),
    fixed(result.ratio, 2),
    budgetOf(result, run.database),
    verdict(result.missed),
  ]);
  return markdownTable(
    [
      'endpoint',
      'kind',
      'body',
      'req/s',
      'p50 ms',
      'p99 ms',
      'bare req/s',
      'bare p99 ms',
      'ratio',
      'budget',
      'verdict',
    ],
    rows,
  );
}

/** The uncached reads against the bare route running the same query: how much is the database's. */
function floorLines(run: ApiRun): string[] {
  return run.results.flatMap((result) =>
    result.floorRps === undefined
      ? []
      : [
          `- ${result.name}: the bare route running the same prepared query on the same database reaches ` +
            `${fixed(result.floorRps)} req/s, a ratio of ${fixed(result.floorRatio, 2)}; the endpoint reaches ` +
            `${fixed(result.floorShare, 3)} of that.`,
        ],
  );
}

export function machineLines(context: RunContext): string[] {
  const { machine } = context;
  return [
    `- Date: ${machine.date}; commit ${machine.commit}`,
    `- Machine: ${machine.cores} × ${machine.cpu}, ${machine.memoryGb} GB, ${machine.os}; Node ${machine.node}`,
    ...context.load.map(
      (entry) =>
        `- Load on ${entry.database}: other work kept ${percent(entry.background)} of the cores busy just before the run; ` +
        `${percent(entry.during)} busy during it (the benchmark, the database and everyone else)`,
    ),
  ];
}

export function dataSetLine(size: DataSetSize): string {
  return (
    `${size.articles} articles, ${size.courses} courses, ${size.onlineCourses} online courses, ${size.members} members, ` +
    `${size.users} users, ${size.orders} paid orders with their enrolments, ${size.topics} topics, ${size.reviews} reviews, ` +
    `${size.subscribers} confirmed newsletter subscribers`
  );
}

export function apiSection(
  context: RunContext,
  runs: ApiRun[],
  options: { rounds: number; duration: number; writeDuration: number; connections: number },
): string {
  const first = runs[0];
  return [
    '## API benchmark',
    '',
    `Reproduce with \`${context.command}\` (from the repository root; \`--quick\` for a short PGlite-only run).`,
    '',
    ...machineLines(context),
    first
      ? `- Data set: ${dataSetLine(first.size)}; loaded in ${runs.map((run) => `${fixed(run.seedSeconds, 1)} s on ${run.database}`).join(', ')}`
      : '',
    `- Reads: ${options.connections} connections for ${options.duration} s on the app, as long on the bare route (and on ` +
      'the server as shipped for a cached read, on the floor for the uncached one), taking turns of about a second; ' +
      `median of ${options.rounds} rounds. ` +
      `Writes: ${BUDGET.writeRate} requests a second for ${options.writeDuration} s per round, each from its own address and customer.`,
    '',
    ...runs.flatMap((run) => [
      databaseHeading(run.database),
      '',
      apiTable(run),
      '',
      ...floorLines(run),
      '',
      ...(run.shipped ? ['As shipped (request logs on):', '', shippedTable(run), ''] : []),
    ]),
    '#### How to read it',
    '',
    "- **ratio** is the endpoint's requests per second divided by those of a bare Fastify route answering the same bytes " +
      '(same content-type and content-encoding), taking turns with it in the same round, with the same connections and duration; ' +
      "the median of the rounds' ratios.",
    "- Requests carry a browser's `Accept-Encoding: gzip, deflate, br`, so the measured bytes are the compressed ones a browser gets.",
    '- **Cached public reads** are served from the in-process public cache (`lib/public-cache.ts`): lists, one hot article, and the home page, ' +
      'whose HTML head is built from the cached site index. After the warm-up none of them reaches the database.',
    '- **Uncached database read**: `GET /api/article/{title}` walking through every article in turn. There are more articles (1,000) than ' +
      'cache entries (500), so every request misses the cache and reads the article and its neighbours from the database. ' +
      "Its bare route serves the first article's answer. The same bare server also answers the same walk by running the " +
      "article's own prepared query and writing its JSON, and nothing else: that floor shows how much of the read is the " +
      'database round trip on this machine, and how much the app adds (validation, cache, hashing, compression, headers). ' +
      `On PostgreSQL it is judged by its share of that floor (≥ ${BUDGET.uncachedShareOfFloorPostgres}): its ratio to the bare route ` +
      'is the share of the database, which differs from machine to machine.',
    "- **Uncached page render**: `GET /articolo/{title}` walking through every article's page, so each request reads its " +
      "article (a miss) and draws the page with the web app's renderer. Each request comes from a visitor of its own " +
      `(\`X-Forwarded-For\`), over ${RENDER_BOUND.inFlight} connections: as many pages as the server draws at once. Beyond that, or ` +
      `beyond ${RENDER_BOUND.perAddress.max} a minute from one address, it sends the page's shell instead (\`modules/seo/render-bound.ts\`), ` +
      'which is not what this row measures.',
    '- **Writes**: `POST /api/login/` checks a real argon2id hash (every user shares one hash, computed once) and creates a session; ' +
      '`POST /api/create-checkout` prices a course not yet owned by the logged-in customer and opens a checkout with the test payment ' +
      'provider. The server trusts one proxy hop of `X-Forwarded-For` here (`TRUST_PROXY=1`) and every request comes from its own address, as traffic ' +
      'from many customers would. They are sent evenly spaced, one every 50 ms over up to 10 connections, each ' +
      "request's time counted from when it was due, so a wait for the server or for a connection shows in p50 and p99.",
    `- **As shipped**: the cached reads again, on a second server started with the app's defaults: \`LOG_LEVEL=info\`, one ` +
      'line a request written to a file as a deployment writes it, running beside the quiet server of the first table ' +
      '(`--log-level`, default `warn`). Each cached read takes its turns on both servers and the bare route alike, so ' +
      "the machine's swings fall on all three; the cost of the logs is the median of the rounds' shares of the quiet " +
      "server's throughput lost; its budget is " +
      `${percent(BUDGET.loggingCost)} of a cached read's throughput, and the read as shipped must reach ` +
      `${BUDGET.shippedCachedRatio} of the bare route's.`,
    `- **p99 of a cached read**: under ${BUDGET.cachedP99Ms} ms, or at most ${BUDGET.cachedP99OverBare} times the bare ` +
      "route's own p99 when the bare route needs more for the same bytes. The load is a closed loop of 32 connections, " +
      'where latency is the connections over the throughput: a fixed bound on a large answer bounds the machine, not the app.',
    '- The machine is shared and its speed swings by about 20 %: compare ratios, not raw requests per second, between runs.',
  ].join('\n');
}
