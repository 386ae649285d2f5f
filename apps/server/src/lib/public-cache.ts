import { createHash } from 'node:crypto';

export interface PublicCacheOptions {
  /** Entries beyond this are dropped, least recently used first. */
  maxEntries: number;
  /** A safety net for writes that forget to invalidate: nothing is served older than this. */
  maxAgeMs: number;
  /** Milliseconds; injectable so tests can move time. */
  now?: () => number;
}

/** A serialized answer and its strong validator. */
export interface CachedBody {
  body: string;
  etag: string;
}

interface Entry extends CachedBody {
  tags: readonly string[];
  storedAt: number;
}

export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * In-process cache of public answers (DESIGN §3), keyed by the caller (route plus normalized
 * query) and tagged with what the answer was built from, so a write drops exactly the answers
 * it changes. One per app, never a module-level singleton.
 */
export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<CachedBody>>();
  /** Bumped by every invalidation; a load that started before one must not be stored. */
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly options: PublicCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): CachedBody | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt >= this.options.maxAgeMs) {
      this.entries.delete(key);
      return undefined;
    }
    // Re-inserting keeps the Map in least-recently-used order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { body: entry.body, etag: entry.etag };
  }

  set(key: string, tags: readonly string[], body: string): CachedBody {
    const entry: Entry = { body, etag: etagOf(body), tags, storedAt: this.now() };
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return { body: entry.body, etag: entry.etag };
  }

  /** The cached answer, or one load shared by every concurrent caller of the same key. */
  async getOrLoad(key: string, tags: readonly string[], load: () => Promise<string>): Promise<CachedBody> {
    const hit = this.get(key);
    if (hit) return hit;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const startedAt = this.generation;
    const loading = load().then((body) =>
      this.generation === startedAt ? this.set(key, tags, body) : { body, etag: etagOf(body) },
    );
    this.pending.set(key, loading);
    try {
      return await loading;
    } finally {
      if (this.pending.get(key) === loading) this.pending.delete(key);
    }
  }

  /** Drops every answer built from any of the tags. */
  invalidate(...tags: string[]): void {
    if (tags.length === 0) return;
    this.generation += 1;
    // Loads already running may have read the old rows: later callers must start their own.
    this.pending.clear();
    for (const [key, entry] of this.entries) {
      if (entry.tags.some((tag) => tags.includes(tag))) this.entries.delete(key);
    }
  }

  clear(): void {
    this.generation += 1;
    this.pending.clear();
    this.entries.clear();
  }
}
