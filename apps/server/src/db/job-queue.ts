import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { type Db, fromDrizzle, fromPglite, PgBoss } from 'pg-boss';
import type { DatabaseHandle, Executor } from './client.js';

export type JobQueue = PgBoss;

export interface JobQueueOptions {
  log: FastifyBaseLogger;
  /** How often schedules are checked and their jobs sent (default 30 s; tests shorten it). */
  cronIntervalSeconds?: number;
  /** How often jobs whose attempt outlived its expiry (a crashed instance) are failed for a retry (default 60 s). */
  superviseIntervalSeconds?: number;
}

/**
 * pg-boss on the database the app already has, through its `db` option on both kinds: the PGlite
 * instance itself (one connection; pg-boss runs its multi-statement blocks through `exec`), or the
 * app's PostgreSQL pool (so DATABASE_POOL_MAX bounds it too). Its tables live in the `pgboss` schema,
 * which it creates and migrates itself under an advisory lock, so instances may start together.
 * Schedules run once across every instance: each occurrence is claimed in the database.
 */
export async function openJobQueue(handle: DatabaseHandle, options: JobQueueOptions): Promise<JobQueue> {
  const embedded = handle.kind === 'pglite';
  // drizzle's documented handle on the client it was built with (our Database type leaves it out).
  const client = (handle.db as unknown as { $client: PGlite | pg.Pool }).$client;
  const cron = options.cronIntervalSeconds;
  const boss = new PgBoss({
    db: embedded ? fromPglite(client as PGlite) : poolDatabase(client as pg.Pool),
    backend: embedded ? 'pglite' : 'postgres',
    schema: 'pgboss',
    ...(cron ? { cronMonitorIntervalSeconds: cron, cronWorkerIntervalSeconds: cron } : {}),
    // pg-boss refuses a key present but undefined.
    ...(options.superviseIntervalSeconds ? { superviseIntervalSeconds: options.superviseIntervalSeconds } : {}),
    // PGlite has no autovacuum (db/embedded-maintenance.ts stands in for it): no warning about that.
    monitorVacuum: !embedded,
    // REINDEX CONCURRENTLY needs a second session; the embedded database's tables stay small.
    reindex: !embedded,
  });
  boss.on('error', (err) => options.log.error({ err }, 'job queue error'));
  boss.on('warning', (warning) => options.log.warn({ warning }, 'job queue warning'));
  await boss.start();
  return boss;
}

/** pg-boss statements on the caller's transaction: a job sent through it exists only if that commits. */
export function inTransaction(tx: Executor): Db {
  return fromDrizzle(tx as never, sql);
}

function poolDatabase(pool: pg.Pool): Db {
  return {
    async executeSql(text, values) {
      const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      // A block of several statements (pg-boss's locked sections) answers one result per statement.
      return Array.isArray(result) ? { rows: result.flatMap((r) => r.rows ?? []) } : result;
    },
  };
}

/**
 * Runs `work` on a cron schedule (UTC): each occurrence makes one job, claimed by one instance
 * however many are running.
 */
export async function scheduleJob(
  queue: JobQueue,
  options: {
    name: string;
    cron: string;
    log: FastifyBaseLogger;
    work: () => Promise<unknown>;
    /** How often an idle worker looks for the job (default 30 s: nothing waits on it). */
    pollingIntervalSeconds?: number;
  },
): Promise<void> {
  const { name, log } = options;
  await queue.createQueue(name);
  await queue.work(name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 30 }, async () => {
    const result = await options.work();
    log.info({ job: name, result }, 'scheduled job done');
  });
  await queue.schedule(name, options.cron, null, { retryLimit: 1, expireInSeconds: 3600 });
}
