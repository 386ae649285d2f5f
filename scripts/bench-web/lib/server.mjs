// The real server (apps/server, `npm run start`) over a fresh embedded database with the demo content,
// as the end-to-end journeys run it (apps/web/playwright.config.ts), on a port of its own.

import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { localServerEnv, SERVER_DIR, serverStartCommand } from '../../../apps/server/start-command.mjs';

const ROOT = path.resolve(import.meta.dirname, '../../..');
export const BENCH_ADMIN = { email: 'admin@bench.test', password: 'bench-admin-password' };

async function waitForHealth(origin, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`the server did not answer ${origin}/api/health within ${timeoutMs / 1000} s`);
}

/**
 * Starts the server on a build and resolves once it answers; `stop()` ends it and removes its data.
 * With `publicUrl`, visitors reach it through one reverse proxy at that address.
 */
export async function startServer({ port = 3300, webDist, publicUrl, timeoutMs = 120_000 }) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-web-'));
  const origin = `http://127.0.0.1:${port}`;
  const errors = [];
  // The compiled server, as `npm start` runs it; not through npm: a signal to npm would not always
  // reach the server it runs.
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('the server build failed');
  const [node, args] = serverStartCommand();
  const child = spawn(node, args, {
    cwd: SERVER_DIR,
    env: localServerEnv(
      { port, dataDir },
      {
        WEB_DIST: webDist,
        ...(publicUrl ? { PUBLIC_URL: publicUrl, TRUST_PROXY: '1' } : {}),
        ADMIN_EMAIL: BENCH_ADMIN.email,
        ADMIN_PASSWORD: BENCH_ADMIN.password,
        LOG_LEVEL: 'warn',
      },
    ),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.on('data', (chunk) => errors.push(chunk));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(15_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, child, timeoutMs);
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\n${Buffer.concat(errors).toString().slice(-2000)}`);
  }
  return { origin, dataDir, stop };
}
