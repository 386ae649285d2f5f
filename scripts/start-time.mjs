// `node scripts/start-time.mjs [--runs N]`: how long the server takes from its process starting to its
// first healthy answer, compiled (`node dist/main.js`, what `npm start` runs) and from the sources
// through tsx, each started N times over the same embedded database (created once beforehand, so
// the runs measure a restart, not the first seeding). Prints the median and range of each, and the
// resident memory right after the first healthy answer.

import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serverStartCommand } from '../apps/server/start-command.mjs';

const ROOT = path.join(import.meta.dirname, '..');
const SERVER = path.join(ROOT, 'apps/server');
const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, port: { type: 'string', default: '3390' } },
});
const runs = Number(values.runs);
const origin = `http://127.0.0.1:${values.port}`;

const variants = {
  compiled: serverStartCommand(),
  'sources through tsx': [process.execPath, ['--import', 'tsx', 'src/main.ts']],
};

async function healthy(deadline) {
  while (performance.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

async function residentMegabytes(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function startOnce([command, args], dataDir) {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: SERVER,
    env: {
      ...process.env,
      PORT: values.port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      INIT_CWD: dataDir,
    },
    stdio: 'ignore',
  });
  const up = await healthy(started + 300_000);
  const seconds = (performance.now() - started) / 1000;
  const rss = up ? await residentMegabytes(child.pid) : 0;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  if (!up) throw new Error(`${args.join(' ')} did not answer within 300 s`);
  return { seconds, rss };
}

const build = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (build.status !== 0) throw new Error('the server build failed');
const dataDir = await mkdtemp(path.join(tmpdir(), 'start-time-'));
try {
  await startOnce(variants.compiled, dataDir);
  for (const [name, variant] of Object.entries(variants)) {
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await startOnce(variant, dataDir));
    const seconds = results.map((result) => result.seconds).sort((a, b) => a - b);
    const median = seconds[Math.floor(seconds.length / 2)];
    process.stdout.write(
      `${name}: median ${median.toFixed(2)} s (${seconds[0].toFixed(2)}–${seconds.at(-1).toFixed(2)} s over ${runs}), ` +
        `RSS when first healthy ${results[0].rss} MB\n`,
    );
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
