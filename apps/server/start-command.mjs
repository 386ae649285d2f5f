// How the compiled server is started, read from this package's `start` script, so the tools that
// start it themselves (benchmarks, timing scripts) run it with the same Node flags as `npm start`.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const manifest = JSON.parse(readFileSync(path.join(import.meta.dirname, 'package.json'), 'utf8'));

/** `[node, args]`: the arguments of `npm start`'s node command, to run with `cwd` set to this folder. */
export function serverStartCommand() {
  const [program, ...args] = manifest.scripts.start.split(/\s+/);
  if (program !== 'node') throw new Error(`the start script does not run node: ${manifest.scripts.start}`);
  return [process.execPath, args];
}

/** The Node flags of `npm start` (its arguments before the entry file), for a server started another way. */
export function serverNodeFlags() {
  return serverStartCommand()[1].slice(0, -1);
}

/**
 * The environment of a server a tool starts on this machine: listening on `port` of the loopback,
 * its data in `dataDir` (relative paths and `.env` are read from INIT_CWD, so the folder's own, empty,
 * is used), the demo content, the embedded database unless `databaseUrl` is given, no mail leaving
 * the machine and the test payment provider; `extra` adds or overrides.
 */
export function localServerEnv({ port, dataDir, databaseUrl = '' }, extra = {}) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    INIT_CWD: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'true',
    SMTP_URL: '',
    PAYMENT_PROVIDER: 'test',
    ...extra,
  };
}

/** This package's folder: the start command's working directory. */
export const SERVER_DIR = import.meta.dirname;
