import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client.js';

/** When the job queue runs the upkeep: every six hours, on the embedded database only. */
export const EMBEDDED_UPKEEP_SCHEDULE = '23 */6 * * *';

/**
 * PGlite has no autovacuum. Left alone, an embedded database keeps the dead rows every sent mail
 * and ended session leave behind, its planner statistics go stale, and its visibility map is
 * never set, so index-only scans (the course list counts enrolments with one) go on reading table
 * pages: the list grew 60x in database work for 10x data until a VACUUM ran. This does what
 * autovacuum does on PostgreSQL, run by the job queue on EMBEDDED_UPKEEP_SCHEDULE. On PostgreSQL it
 * does nothing.
 */
export async function vacuumEmbeddedDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind !== 'pglite') return;
  await handle.db.execute(sql`vacuum analyze`);
}
