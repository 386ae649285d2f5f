import { AsyncLocalStorage } from 'node:async_hooks';
import { hash } from 'node:crypto';

export interface PublicCacheOptions {
  /** Entries beyond this are dropped, least recently used first. */
  maxEntries: number;
  /** A safety net for writes that forget to invalidate: nothing is served older than this. */
  maxAgeMs: number;
  /** Milliseconds; injectable so tests can move time. */
  now?: () => number;
}

/**
 * A serialized answer, held once as its UTF-8 bytes (a Buffer lives outside the JavaScript heap, so an
 * entry costs the garbage collector a small object, not its text), and its strong validator.
 */
export interface CachedBody {
  readonly bytes: Buffer;
  readonly etag: string;
  /** The bytes compressed, by content encoding: made once per version of the answer, when first asked. */
  compressed?: Partial<Record<'br' | 'gzip', Buffer>>;
}

/** How a cached answer goes out: what the route that built it would send with it. */
export interface AnswerFormat {
  contentType: string;
  cacheControl: string;
  /** The `Vary` header: Accept-Encoding by default (answers go out compressed or not). */
  vary?: string;
}

interface Entry extends CachedBody {
  tags: readonly string[];
  storedAt: number;
}

/** What a request URL is answered by: an entry, or (for a URL whose answers vary) its variants' URLs. */
type UrlAlias = { key: string; format: AnswerFormat } | { varies: true };

const sameAlias = (held: UrlAlias | undefined, alias: UrlAlias) =>
  held !== undefined &&
  ('varies' in held || 'varies' in alias ? 'varies' in held && 'varies' in alias : held.key === alias.key);

const variantUrl = (url: string, variant: string) => `${variant}\u0000${url}`;

// The one-shot hash: no Hash object per answer, most of what storing an answer cost.
export function etagOf(bytes: Buffer): string {
  return `"${hash('sha1', bytes, 'base64url')}"`;
}

/** Deletes the oldest keys of a Map or Set (insertion order) until it holds at most `max`. */
function dropOldestBeyond(collection: Map<string, unknown> | Set<string>, max: number) {
  for (const key of collection.keys()) {
    if (collection.size <= max) return;
    collection.delete(key);
  }
}

/** An answer's bytes and ETag from its text. */
function cachedBodyOf(text: string): CachedBody {
  const bytes = Buffer.from(text);
  return { bytes, etag: etagOf(bytes) };
}

/**
 * What a load makes: the answer's text, or the text and the tags of what it was found to be built from
 * (an answer made from other cached answers, see `recordingReads`), added to the tags it was asked with.
 */
export type Loaded = string | { text: string; tags: readonly string[] };

/** The text of a cached answer holding JSON, parsed. */
export const parseCached = <T>(cached: CachedBody): T => JSON.parse(cached.bytes.toString()) as T;

/**
 * In-process cache of public answers, keyed by the caller (route plus normalized
 * query) and tagged with what the answer was built from, so a write drops exactly the answers
 * it changes. An answer is stored from its second load on (see `admits`). One per app, never a
 * module-level singleton.
 */
export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<CachedBody>>();
  /**
   * Keys whose next load is stored (see `admits`): loaded once and not stored, or dropped as stale. Oldest
   * first, as many as the cache holds answers.
   */
  private readonly loadedOnce = new Set<string>();
  /**
   * Request URLs whose answer is an entry here, so it can be sent before any routing work. A URL whose
   * answer also depends on the request (a page's language) is marked `varies`, its answers held under
   * the URL with each variant.
   */
  private readonly urls = new Map<string, UrlAlias>();
  /** Bumped by every invalidation; a load that started before one must not be stored. */
  private generation = 0;
  private readonly now: () => number;
  /** The tags of every answer asked for while `recordingReads` runs its work, whatever calls it makes. */
  private readonly reads = new AsyncLocalStorage<Set<string>>();

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
      this.drop(key);
      return undefined;
    }
    // Re-inserting keeps the Map in least-recently-used order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, tags: readonly string[], text: string): CachedBody {
    const entry: Entry = { ...cachedBodyOf(text), tags, storedAt: this.now() };
    this.entries.delete(key);
    this.entries.set(key, entry);
    dropOldestBeyond(this.entries, this.options.maxEntries);
    return entry;
  }

  /**
   * Notes that this request URL is answered by the entry `key` (query strings in any order or
   * with unknown keys map to one entry), while that entry is held. Bounded: clients choose URLs.
   */
  rememberUrl(url: string, key: string, format: AnswerFormat, variant?: string): void {
    if (!this.entries.has(key)) return;
    if (variant !== undefined) {
      this.remember(url, { varies: true });
      this.remember(variantUrl(url, variant), { key, format });
    } else {
      this.remember(url, { key, format });
    }
  }

  private remember(url: string, alias: UrlAlias) {
    if (sameAlias(this.urls.get(url), alias)) return;
    if (this.urls.size >= this.options.maxEntries * 4) {
      const oldest = this.urls.keys().next().value;
      if (oldest !== undefined) this.urls.delete(oldest);
    }
    this.urls.set(url, alias);
  }

  /**
   * The answer held for a request URL, while its entry is fresh; nothing once it was invalidated.
   * `variantOf` is asked only for a URL whose answers vary.
   */
  findByUrl(url: string, variantOf?: () => string): { answer: CachedBody; format: AnswerFormat } | undefined {
    let address = url;
    let alias = this.urls.get(url);
    if (alias && 'varies' in alias) {
      if (!variantOf) return undefined;
      address = variantUrl(url, variantOf());
      alias = this.urls.get(address);
    }
    if (!alias || 'varies' in alias) return undefined;
    const answer = this.get(alias.key);
    if (!answer) {
      this.urls.delete(address);
      return undefined;
    }
    return { answer, format: alias.format };
  }

  /** Whether the answer of `key` is held or already being loaded: asking for it now loads nothing. */
  holds(key: string): boolean {
    return this.pending.has(key) || this.get(key) !== undefined;
  }

  /** The cached answer, or one load shared by every concurrent caller of the same key. */
  async getOrLoad(key: string, tags: readonly string[], load: () => Promise<Loaded>): Promise<CachedBody> {
    this.noteRead(tags);
    const hit = this.get(key);
    if (hit) return hit;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const startedAt = this.generation;
    const loading = load().then((loaded) => {
      const text = typeof loaded === 'string' ? loaded : loaded.text;
      if (this.generation !== startedAt || !this.admits(key)) return cachedBodyOf(text);
      return this.set(key, typeof loaded === 'string' ? tags : [...new Set([...tags, ...loaded.tags])], text);
    });
    this.pending.set(key, loading);
    try {
      return await loading;
    } finally {
      if (this.pending.get(key) === loading) this.pending.delete(key);
    }
  }

  /**
   * Runs `work` and answers, beside its result, the tags of every answer it asked this cache for, through
   * any chain of calls (a page drawn from the API's answers): what the result shows, so a write to any of
   * them must drop it. Nested, the inner work's tags count for the outer too.
   */
  async recordingReads<T>(work: () => Promise<T>): Promise<{ value: T; tags: string[] }> {
    const tags = new Set<string>();
    try {
      const value = await this.reads.run(tags, work);
      return { value, tags: [...tags] };
    } finally {
      this.noteRead(tags);
    }
  }

  /** Counts tags as read by the work `recordingReads` is running, if any (a read that bypassed this cache). */
  noteRead(tags: Iterable<string>): void {
    const recording = this.reads.getStore();
    if (recording) for (const tag of tags) recording.add(tag);
  }

  /**
   * Whether an answer just loaded is worth storing: only when its key was loaded before, among the last
   * `maxEntries` keys loaded and not stored. An answer read once (a crawler walking every article) is
   * sent and forgotten: it neither pushes the answers read again and again out of the cache nor costs
   * the collector an entry kept until it is pushed out in turn.
   */
  private admits(key: string): boolean {
    if (this.loadedOnce.delete(key)) return true;
    this.noteLoaded(key);
    return false;
  }

  private noteLoaded(key: string) {
    this.loadedOnce.add(key);
    dropOldestBeyond(this.loadedOnce, this.options.maxEntries);
  }

  /** Drops an answer that is stale, not unwanted: its next load is stored at once. */
  private drop(key: string) {
    this.entries.delete(key);
    this.noteLoaded(key);
  }

  /** Drops every answer built from any of the tags. */
  invalidate(...tags: string[]): void {
    if (tags.length === 0) return;
    this.generation += 1;
    // Loads already running may have read the old rows: later callers must start their own.
    this.pending.clear();
    for (const [key, entry] of this.entries) {
      if (entry.tags.some((tag) => tags.includes(tag))) this.drop(key);
    }
  }

  /** Forgets everything: answers, URLs and the keys loaded once. */
  clear(): void {
    this.generation += 1;
    this.pending.clear();
    this.entries.clear();
    this.urls.clear();
    this.loadedOnce.clear();
  }
}
