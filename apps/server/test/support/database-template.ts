import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.js';
import { createServerDatabase } from './database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * A migrated database each test file's own starts as a copy of: a PGlite image file (its
     * `dumpDataDir()`), or a template database's name on TEST_DATABASE_URL's server.
     */
    databaseTemplate: { pgliteImage: string } | { postgresTemplate: string };
  }
}

/**
 * Vitest global setup: migrates one database before the run instead of one per test file. Creating a
 * PGlite database runs initdb (seconds each, most of a suite's time on two cores); a copy of an image
 * skips it. On PostgreSQL each file's database is created from a migrated template.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await createServerDatabase(serverUrl, 'template');
    const handle = await openDatabase({ url: template.url });
    await handle.migrate();
    await handle.close();
    project.provide('databaseTemplate', { postgresTemplate: template.name });
    return template.drop;
  }
  const handle = await openDatabase({});
  await handle.migrate();
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const image = await client.dumpDataDir('none');
  await handle.close();
  const dir = await mkdtemp(path.join(tmpdir(), 'cammini-template-'));
  const file = path.join(dir, 'database.tar');
  await writeFile(file, Buffer.from(await image.arrayBuffer()));
  project.provide('databaseTemplate', { pgliteImage: file });
  return () => rm(dir, { recursive: true, force: true });
}
