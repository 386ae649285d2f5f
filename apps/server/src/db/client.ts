import path from 'node:path';
import { type Logger, type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { type PostgresNoticeChannel, postgresNoticeChannel } from './notice-channel.js';
import { turnOffNamedStatements } from './prepared.js';
import * as schema from './schema/index.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Repositories take either, so a service can run several of them in one transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL only: a LISTEN/NOTIFY channel shared by every instance on this database. */
  noticeChannel?(channel: string, log: FastifyBaseLogger): PostgresNoticeChannel;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export interface OpenDatabaseOptions {
  url?: string;
  /** For the migrations' session lock: not through a pooler in transaction mode (default `url`). */
  directUrl?: string;
  /** The pool's size (default 10). */
  poolMax?: number;
  /** False through a pooler in transaction mode: statements are then prepared unnamed (default true). */
  namedStatements?: boolean;
  pgliteDir?: string;
  /** PGlite's buffer cache, as PostgreSQL writes a size (`32MB`); db/embedded.ts's default without it. */
  pgliteSharedBuffers?: string;
  /** In memory only: start from a copy of another PGlite database (its `dumpDataDir()`). */
  pgliteImage?: Blob;
  /** Sees every query; the benchmark (bench/) counts and explains the queries of a request with it. */
  logger?: Logger;
}

/** PostgreSQL when a URL is given, otherwise the embedded PGlite (in a folder, or in memory). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const { logger } = options;
  if (options.url) {
    const directUrl = options.directUrl ?? options.url;
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolMax ?? 10 });
    // pg answers bigint and numeric as strings; our ids fit in a JS number.
    pool.on('error', () => {});
    const db = drizzleNodePg(pool, { schema, logger }) as unknown as Database;
    if (options.namedStatements === false) turnOffNamedStatements(db);
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateUnderLock(directUrl, logger),
      close: () => pool.end(),
      noticeChannel: (channel, log) =>
        postgresNoticeChannel({
          listenUrl: directUrl,
          channel,
          log,
          publish: async (name, payload) => {
            await pool.query('select pg_notify($1, $2)', [name, payload]);
          },
        }),
    };
  }
  // PGlite and its driver are loaded only here: a server on PostgreSQL never holds them (~8 MB).
  const [{ openEmbeddedDatabase }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('./embedded.js'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = await openEmbeddedDatabase(options.pgliteDir, options.pgliteSharedBuffers, options.pgliteImage);
  const db = drizzlePglite(client, { schema, logger }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}

// Any fixed number: the key of the session lock the migrations run under.
const MIGRATION_LOCK = 727_400;

/**
 * Applies the migrations on a connection of their own that holds a session advisory lock meanwhile,
 * so instances started together on an empty database take turns: the first migrates, the others find
 * nothing left to do. The connection is direct (a pooler in transaction mode would not keep the lock).
 */
async function migrateUnderLock(url: string, logger: Logger | undefined): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrateNodePg(drizzleNodePg(client, { schema, logger }), { migrationsFolder });
  } finally {
    // Ending the session releases the lock, whatever happened.
    await client.end();
  }
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Rows of a raw query; both drivers answer `{ rows }`, which drizzle's shared type does not show. */
export async function selectRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
