import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server of TEST_DATABASE_URL (dropped again on close). Each is a copy
 * of the run's migrated template (test/support/database-template.ts) where the config sets one up.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject('databaseTemplate');
  if (!serverUrl) {
    const pgliteImage =
      template && 'pgliteImage' in template ? new Blob([await readFile(template.pgliteImage)]) : undefined;
    const handle = await openDatabase({ pgliteImage });
    await handle.migrate();
    return handle;
  }
  const server = await createServerDatabase(
    serverUrl,
    'test',
    template && 'postgresTemplate' in template ? template.postgresTemplate : undefined,
  );
  const handle = await openDatabase({ url: server.url });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await server.drop();
    },
  };
}

/**
 * A database that outlives the process using it, for tests that kill a process and open the same
 * data again: a PGlite folder on disk, or a new database on TEST_DATABASE_URL's server.
 */
export async function createScratchDatabase(prefix: string) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dir = await mkdtemp(path.join(tmpdir(), `cammini-${prefix}-`));
    return {
      /** What the server takes: DATA_DIR for PGlite (its database lives in `db/`), or DATABASE_URL. */
      serverEnv: { DATA_DIR: dir } as Record<string, string>,
      dataDir: dir,
      /** The database as one string, as a child process takes it: a PGlite folder or a PostgreSQL URL. */
      location: path.join(dir, 'db'),
      open: () => openDatabase({ pgliteDir: path.join(dir, 'db') }),
      drop: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const server = await createServerDatabase(serverUrl, prefix);
  const dir = await mkdtemp(path.join(tmpdir(), `cammini-${prefix}-`));
  return {
    serverEnv: { DATA_DIR: dir, DATABASE_URL: server.url } as Record<string, string>,
    dataDir: dir,
    location: server.url,
    open: () => openDatabase({ url: server.url }),
    drop: async () => {
      await server.drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A new database on the PostgreSQL server of `serverUrl`, empty or a copy of `template`, and how to
 * drop it.
 */
export async function createServerDatabase(serverUrl: string, prefix: string, template?: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
