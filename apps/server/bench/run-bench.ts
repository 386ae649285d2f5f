/**
 * `npm run bench`: item 1 (throughput and latency of the API against a bare route) and item 2
 * (how costs grow with the data set), on PGlite and on PostgreSQL. Prints the tables, writes them
 * to docs/performance.md, and exits non-zero when a budget is missed. `--help` lists the options.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type ApiBenchOptions, runApiBench } from './api-bench.js';
import { type BenchOptions, parseBenchOptions } from './bench-options.js';
import { BenchProcess } from './bench-process.js';
import type { BenchServerSpec } from './bench-protocol.js';
import { BUDGET } from './budgets.js';
import { compareGrowth, type GrowthSample, measureGrowthSample } from './growth-bench.js';
import { describeMachine, measureBackgroundLoad, startCpuMeter } from './machine.js';
import { type MemoryRun, measureMemory, memorySection, memoryTable } from './memory-bench.js';
import { writeDocSection } from './performance-doc.js';
import { type ApiRun, apiSection, apiTable, type RunContext, shippedRows, shippedTable } from './report-api.js';
import { type GrowthRun, growthSection, growthTable } from './report-growth.js';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const webDist = path.join(repoRoot, 'apps/web/dist');
const print = (line: string) => process.stdout.write(`${line}\n`);

function serverSpec(
  options: BenchOptions,
  database: BenchServerSpec['database'],
  { scale, checkouts, name }: { scale: number; checkouts: number; name: string },
) {
  return {
    database,
    scale,
    name,
    pgUrl: options.pgUrl,
    dataDir: path.join(import.meta.dirname, '.data', name),
    webDist,
    logLevel: options.logLevel,
    checkoutCustomers: checkouts,
  } satisfies BenchServerSpec;
}

/**
 * The app over a data set of `scale`, with `checkouts` customers ready to buy, its CPU profiled into
 * `profileDir`; `shipped` starts it as shipped (request logs at `info`), beside the quiet one.
 */
async function startServer(
  options: BenchOptions,
  database: BenchServerSpec['database'],
  {
    scale,
    checkouts = 0,
    profileDir,
    shipped = false,
  }: { scale: number; checkouts?: number; profileDir?: string; shipped?: boolean },
) {
  const name = `${database}-${scale}x${shipped ? '-shipped' : ''}`;
  print(`${name}: loading the ${scale}x data set…`);
  const spec = serverSpec(shipped ? { ...options, logLevel: 'info' } : options, database, { scale, checkouts, name });
  const server = await BenchProcess.start(spec, { profileDir });
  print(`${name}: ${scale}x loaded in ${server.fixtures.seedSeconds.toFixed(1)} s`);
  return server;
}

async function benchDatabase(options: BenchOptions, database: BenchServerSpec['database'], context: RunContext) {
  const background = await measureBackgroundLoad(3000);
  const meter = startCpuMeter();
  // Each checkout comes from its own customer: enough of them for every round, with room to spare.
  const checkouts = Math.ceil(BUDGET.writeRate * options.writeDuration * options.rounds * 1.5);
  let api: ApiRun | undefined;
  let small: GrowthSample | undefined;
  if (options.api) {
    const apiOptions: ApiBenchOptions = { ...options, database, log: print };
    const server = await startServer(options, database, { scale: 1, checkouts, profileDir: options.profileDir });
    try {
      const shippedServer = await startServer(options, database, { scale: 1, shipped: true });
      try {
        const { results, shipped } = await runApiBench(server, apiOptions, shippedServer);
        api = { database, results, shipped, quietLevel: options.logLevel, ...server.fixtures };
      } finally {
        await shippedServer.close();
      }
      print(`\n${apiTable(api)}\n\nAs shipped (LOG_LEVEL=info, logs to a file):\n\n${shippedTable(api)}\n`);
      if (options.growth && options.smallScale === 1) {
        small = await measureGrowthSample(server, 1, options.growthRepetitions);
      }
    } finally {
      await server.close();
    }
  }
  let growth: GrowthRun | undefined;
  if (options.growth) {
    const sample = async (scale: number) => {
      const server = await startServer(options, database, { scale });
      try {
        return {
          sample: await measureGrowthSample(server, scale, options.growthRepetitions),
          size: server.fixtures.size,
        };
      } finally {
        await server.close();
      }
    };
    small ??= (await sample(options.smallScale)).sample;
    const large = await sample(options.largeScale);
    growth = {
      database,
      smallScale: options.smallScale,
      largeScale: options.largeScale,
      largeSize: large.size,
      rows: compareGrowth(small, large.sample),
    };
    print(`\n${growthTable(growth)}\n`);
  }
  const memory = options.memory
    ? await measureMemory(database, {
        pgUrl: options.pgUrl,
        duration: options.duration,
        connections: options.connections,
        log: print,
      })
    : undefined;
  context.load.push({ database, background, during: meter.stop() });
  return { api, growth, memory };
}

async function main() {
  const options = parseBenchOptions(process.argv.slice(2), process.env);
  if (!existsSync(path.join(webDist, 'index.html'))) {
    console.error('The web app is not built (the home page is measured): run `npm run build` first.');
    process.exit(2);
  }
  const args = process.argv.slice(2);
  const context: RunContext = {
    machine: describeMachine(),
    command: `npm run bench${args.length ? ` -- ${args.join(' ')}` : ''}`,
    load: [],
  };
  const apiRuns: ApiRun[] = [];
  const growthRuns: GrowthRun[] = [];
  const memoryRuns: MemoryRun[] = [];
  for (const database of options.databases) {
    const { api, growth, memory } = await benchDatabase(options, database, context);
    if (api) apiRuns.push(api);
    if (growth) growthRuns.push(growth);
    if (memory) memoryRuns.push(memory);
  }
  if (memoryRuns.length) print(`\n${memoryTable(memoryRuns)}\n`);
  if (options.docs) {
    const doc = path.join(repoRoot, 'docs/performance.md');
    if (apiRuns.length) await writeDocSection(doc, 'api', apiSection(context, apiRuns, options));
    if (growthRuns.length) await writeDocSection(doc, 'growth', growthSection(context, growthRuns));
    if (memoryRuns.length) await writeDocSection(doc, 'memory', memorySection(context, memoryRuns));
    print(`written to ${path.relative(process.cwd(), doc)}`);
  }
  const missed = [
    ...apiRuns.flatMap((run) =>
      run.results.filter((r) => r.missed.length).map((r) => `${run.database} ${r.name}: ${r.missed.join('; ')}`),
    ),
    ...growthRuns.flatMap((run) =>
      run.rows.filter((r) => r.missed.length).map((r) => `${run.database} ${r.name}: ${r.missed.join('; ')}`),
    ),
    ...apiRuns.flatMap((run) =>
      shippedRows(run)
        .filter((row) => row.missed.length)
        .map((row) => `${run.database} ${row.name} as shipped: ${row.missed.join('; ')}`),
    ),
    ...memoryRuns.filter((run) => run.missed.length).map((run) => `${run.database} memory: ${run.missed.join('; ')}`),
  ];
  for (const line of missed) console.error(`budget missed: ${line}`);
  print(missed.length ? `${missed.length} budget(s) missed` : 'every budget met');
  process.exit(missed.length ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
