import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { PublicCacheInvalidation } from './lib/cache-tags.js';
import type { Clock } from './lib/clock.js';
import type { Limiters } from './lib/limiters.js';
import type { MediaStorage } from './lib/uploads/media-storage.js';

/** What services need from the running app: passed explicitly, so tests can swap parts. */
export interface AppContext {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'CONTACT_EMAIL'>;
  clock: Clock;
  /** Wakes the mail worker after a commit that queued messages. */
  mail: { nudge(): void };
  /** Uploaded files: public media and private documents and lessons. */
  storage: MediaStorage;
  /** Services call it after a write that changes what public answers show. */
  publicCache: PublicCacheInvalidation;
  /** Counters of limits (wrong passwords, request rates), shared by every instance on PostgreSQL. */
  limiters: Limiters;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
