import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** A channel every instance of the site listens on (PostgreSQL LISTEN/NOTIFY). */
export interface NoticeChannel {
  publish(payload: string): Promise<void>;
  /**
   * Calls `onNotice` with every payload published by any instance, this one included, and `onGap`
   * after the listening connection was lost and found again: notices may have been missed meanwhile.
   */
  subscribe(onNotice: (payload: string) => void, onGap: () => void): void;
}

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;

export interface PostgresNoticeChannel extends NoticeChannel {
  close(): Promise<void>;
}

/**
 * LISTEN/NOTIFY on one channel of a PostgreSQL database. Listening takes one connection of its own on
 * `listenUrl` (direct: a pooler in transaction mode does not keep a LISTEN), reopened with backoff
 * when it drops; publishing goes through `publish`, any connection.
 */
export function postgresNoticeChannel(options: {
  listenUrl: string;
  channel: string;
  publish: (channel: string, payload: string) => Promise<void>;
  log: FastifyBaseLogger;
}): PostgresNoticeChannel {
  const { channel, log } = options;
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let connectedBefore = false;

  /** Opens the listening connection; `failures` in a row so far set the wait before the next try. */
  async function listen(onNotice: (payload: string) => void, onGap: () => void, failures: number): Promise<void> {
    if (closed) return;
    const next = new pg.Client({ connectionString: options.listenUrl });
    let lost = false;
    const reopen = (error?: unknown) => {
      if (lost || closed) return;
      lost = true;
      if (error) log.warn({ err: error, channel }, 'notice channel lost: reconnecting');
      next.removeAllListeners();
      next.on('error', () => {});
      void next.end().catch(() => {});
      const delay = Math.min(RETRY_FIRST_MS * 2 ** failures, RETRY_MAX_MS);
      retry = setTimeout(() => void listen(onNotice, onGap, failures + 1), delay);
    };
    next.on('error', reopen);
    next.on('end', () => reopen(new Error('connection ended')));
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onNotice(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      reopen(error);
      return;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    // Anything published while no connection listened is unknown; the first connection has no gap.
    if (connectedBefore) onGap();
    connectedBefore = true;
    failures = 0;
  }

  return {
    publish: (payload) => options.publish(channel, payload),
    subscribe(onNotice, onGap) {
      void listen(onNotice, onGap, 0);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => {});
        await current.end().catch(() => {});
      }
    },
  };
}
