import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from './client.js';

const HOUR = 60 * 60 * 1000;

export interface MaintenanceOptions {
  log: FastifyBaseLogger;
  /** The first pass, once start-up traffic has settled. */
  firstAfterMs?: number;
  everyMs?: number;
}

/**
 * PGlite has no autovacuum. Left alone, an embedded database keeps the dead rows every sent mail
 * and ended session leave behind, its planner statistics go stale, and its visibility map is
 * never set, so index-only scans (the course list counts enrolments with one) go on reading table
 * pages: the list grew 60x in database work for 10x data until a VACUUM ran. This does what
 * autovacuum does on PostgreSQL: VACUUM ANALYZE a while after start, then every few hours. On
 * PostgreSQL it does nothing. Answers a function that stops it.
 */
export function startEmbeddedMaintenance(handle: DatabaseHandle, options: MaintenanceOptions): () => Promise<void> {
  if (handle.kind !== 'pglite') return async () => {};
  let running: Promise<void> | undefined;
  const pass = () => {
    running ??= handle.db
      .execute(sql`vacuum analyze`)
      .then(() => options.log.debug('embedded database vacuumed'))
      .catch((err) => options.log.error({ err }, 'embedded database maintenance failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const every = setInterval(pass, options.everyMs ?? 6 * HOUR);
  const first = setTimeout(pass, options.firstAfterMs ?? 5 * 60 * 1000);
  every.unref();
  first.unref();
  return async () => {
    clearInterval(every);
    clearTimeout(first);
    await running;
  };
}
