/**
 * The embedded database's buffer cache when none is configured. PostgreSQL's own default (128 MB)
 * is most of a small server's memory inside one process; the data files stay in the operating
 * system's file cache, so a smaller pool costs a read call, not a disk access (docs/performance.md).
 * Apart from db/embedded.ts, so that reading the settings does not load PGlite on a PostgreSQL server.
 */
export const DEFAULT_SHARED_BUFFERS = '32MB';
