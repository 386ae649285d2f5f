import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { localServerEnv, SERVER_DIR, serverStartCommand } from '../start-command.mjs';
import { runLoad } from './load.js';
import { machineLines, type RunContext } from './report-api.js';
import { createBenchDatabase } from './server-database.js';

/** The memory goals: resident memory idle after start, and the most it reaches under load. */
export const MEMORY_BUDGET_MB = {
  idle: { pglite: 300, postgres: 150 },
  peak: 400,
} as const;

export interface MemoryRun {
  database: 'pglite' | 'postgres';
  idleMb: number;
  peakMb: number;
  /** Requests answered during the load, and how many were not 2xx. */
  requests: number;
  non2xx: number;
  missed: string[];
}

export interface MemoryBenchOptions {
  pgUrl: string;
  duration: number;
  connections: number;
  log: (line: string) => void;
}

// How long the server is left alone after its first healthy answer before its memory is read.
const IDLE_SETTLE_MS = 10_000;

/**
 * Starts the compiled server exactly as `npm start` does (its Node flags, its default log level with
 * the log written to a file) on a data folder with the demo content, reads its resident memory
 * once it has settled, then loads it with page renders (a search in the address is rendered for each
 * request) and public reads, and reads the most memory it ever held (VmHWM).
 */
export async function measureMemory(database: MemoryRun['database'], options: MemoryBenchOptions): Promise<MemoryRun> {
  if (!existsSync(path.join(SERVER_DIR, 'dist', 'main.js'))) {
    throw new Error('the server is not compiled: run `npm run build` first');
  }
  const dataDir = path.join(import.meta.dirname, '.data', `memory-${database}`);
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  const pg = database === 'postgres' ? await createBenchDatabase(options.pgUrl, 'cammini_bench_memory') : undefined;
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // The first start creates the database and the demo content; a server runs for months after it,
  // so what is measured is the next start, on that data.
  const first = startServer(dataDir, port, pg?.url);
  await waitHealthy(origin, first).finally(() => stop(first));
  const server = startServer(dataDir, port, pg?.url);
  try {
    await waitHealthy(origin, server);
    await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
    const idleMb = (await residentMemory(server)).rss;
    options.log(`  ${database}: idle ${idleMb} MB after start`);
    const load = await runLoad({
      url: origin,
      connections: options.connections,
      duration: options.duration,
      requests: LOADED_PATHS.map((pathOf) => ({
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: pathOf() }),
      })),
    });
    const peakMb = (await residentMemory(server)).peak;
    options.log(`  ${database}: peak ${peakMb} MB under load (${Math.round(load.rps)} req/s)`);
    const idleBudget = MEMORY_BUDGET_MB.idle[database];
    const missed = [
      ...(idleMb > idleBudget ? [`idle ${idleMb} MB > ${idleBudget} MB`] : []),
      ...(peakMb > MEMORY_BUDGET_MB.peak ? [`peak ${peakMb} MB > ${MEMORY_BUDGET_MB.peak} MB`] : []),
      ...(load.non2xx > 0 ? [`${load.non2xx} non-2xx answers`] : []),
    ];
    return { database, idleMb, peakMb, requests: load.requests, non2xx: load.non2xx, missed };
  } finally {
    await stop(server);
    await pg?.drop();
  }
}

let searchCount = 0;
/** Each request's path: the pages people open, and a blog search, rendered anew each time. */
const LOADED_PATHS: (() => string)[] = [
  () => '/',
  () => '/blog',
  () => '/corsi',
  () => `/blog?q=${(searchCount++ % 50).toString(36)}`,
  () => '/api/articles',
  () => '/api/courses',
];

function startServer(dataDir: string, port: number, databaseUrl: string | undefined): ChildProcess {
  const [node, args] = serverStartCommand();
  // The log goes to a file, as a deployment writes it.
  const log = openSync(`${dataDir}.log`, 'w');
  const child = spawn(node, args, {
    cwd: SERVER_DIR,
    env: localServerEnv({ port, dataDir, databaseUrl }, { LOG_LEVEL: 'info' }),
    stdio: ['ignore', log, 'inherit'],
  });
  closeSync(log);
  return child;
}

async function waitHealthy(origin: string, child: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} while starting`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not answer within two minutes');
}

/** The process's resident memory now and the most it has held, in MB (Linux's /proc). */
async function residentMemory(child: ChildProcess): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The memory table of docs/performance.md. */
export function memoryTable(runs: MemoryRun[]): string {
  const rows = runs.map((run) => {
    const idleBudget = MEMORY_BUDGET_MB.idle[run.database];
    const verdict = run.missed.length ? `**MISS**: ${run.missed.join('; ')}` : 'pass';
    return `| ${run.database} | ${run.idleMb} MB | ≤ ${idleBudget} MB | ${run.peakMb} MB | ≤ ${MEMORY_BUDGET_MB.peak} MB | ${run.requests} | ${verdict} |`;
  });
  return [
    '| database | idle after start | budget | peak under load | budget | requests in the load | verdict |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** The memory section of docs/performance.md. */
export function memorySection(context: RunContext, runs: MemoryRun[]): string {
  return [
    '## Memory as shipped',
    '',
    `Reproduce with \`${context.command}\`.`,
    '',
    ...machineLines(context),
    '',
    memoryTable(runs),
    '',
    '#### How to read it',
    '',
    '- The compiled server is started as `npm start` starts it (its Node flags, `LOG_LEVEL=info` with the log written to a ' +
      'file) on a new data folder (PGlite in the folder, or a new database on the PostgreSQL server), which its first start fills ' +
      'with the demo content; then it is started again on that data, and that second process is measured.',
    `- **idle after start** is its resident memory (VmRSS) ${IDLE_SETTLE_MS / 1000} s after its first healthy answer; **peak under ` +
      'load** is the most it ever held (VmHWM), start-up included, after a load of the home page, the blog and course lists, a blog ' +
      'search rendered anew for every request, and two public API lists.',
  ].join('\n');
}
