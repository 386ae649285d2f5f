import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { DEFAULT_SHARED_BUFFERS } from './embedded-settings.js';

/**
 * Opens PGlite in `dir` (in memory without one) with a buffer cache of `sharedBuffers`. A folder
 * without a database is first created by a short-lived child process: creating one runs initdb in
 * a WebAssembly instance of its own, and the memory it takes (about 400 MB) is never given back by
 * the process that ran it; a child's is, when it exits. An in-memory database may start from `image`,
 * another one's `dumpDataDir()`, which skips initdb (about a third of the time to open).
 */
export async function openEmbeddedDatabase(
  dir: string | undefined,
  sharedBuffers = DEFAULT_SHARED_BUFFERS,
  image?: Blob,
) {
  if (dir && !existsSync(path.join(dir, 'PG_VERSION'))) await createInChildProcess(dir);
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`];
  const client = dir ? new PGlite(dir, { startParams }) : new PGlite({ startParams, loadDataDir: image });
  await client.waitReady;
  return client;
}

const CREATE_DATABASE = `
const { PGlite } = await import(process.argv[1]);
const db = new PGlite(process.argv[2]);
await db.waitReady;
await db.close();
`;

async function createInChildProcess(dir: string) {
  const pglite = import.meta.resolve('@electric-sql/pglite');
  await promisify(execFile)(process.execPath, ['--input-type=module', '--eval', CREATE_DATABASE, pglite, dir]);
}
