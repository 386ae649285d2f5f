import { describe, expect, it } from 'vitest';
import { etagOf, PublicCache } from './public-cache.js';

function cacheAt(options: { maxEntries?: number; maxAgeMs?: number } = {}) {
  const clock = { ms: 1_000_000 };
  const cache = new PublicCache({
    maxEntries: options.maxEntries ?? 10,
    maxAgeMs: options.maxAgeMs ?? 30_000,
    now: () => clock.ms,
  });
  return { cache, clock };
}

/** Loads a key twice, as a second reader does: the answer is then stored. */
async function loadTwice(cache: PublicCache, key: string, tags: string[] = []) {
  for (let i = 0; i < 2; i++) await cache.getOrLoad(key, tags, async () => key);
}

const deferred = () => {
  let resolve!: (value: string) => void;
  const promise = new Promise<string>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

describe('PublicCache', () => {
  it('answers a stored body with an ETag derived from it', () => {
    const { cache } = cacheAt();
    cache.set('courses:[]', ['courses'], '{"courses":[]}');
    const bytes = Buffer.from('{"courses":[]}');
    expect(cache.get('courses:[]')).toMatchObject({ bytes, etag: etagOf(bytes) });
    expect(etagOf(bytes)).toMatch(/^"[\w-]+"$/);
    expect(etagOf(Buffer.from('a'))).not.toBe(etagOf(Buffer.from('b')));
  });

  it('drops the answers of an invalidated tag and keeps the others', () => {
    const { cache } = cacheAt();
    cache.set('courses', ['courses'], 'c');
    cache.set('member-courses', ['members', 'courses'], 'mc');
    cache.set('faqs', ['faqs'], 'f');
    cache.invalidate('courses');
    expect(cache.get('courses')).toBeUndefined();
    expect(cache.get('member-courses')).toBeUndefined();
    expect(cache.get('faqs')?.bytes.toString()).toBe('f');
  });

  it('serves nothing older than its maximum age', () => {
    const { cache, clock } = cacheAt({ maxAgeMs: 30_000 });
    cache.set('k', [], 'v');
    clock.ms += 29_999;
    expect(cache.get('k')?.bytes.toString()).toBe('v');
    clock.ms += 1;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries, dropping the least recently used', () => {
    const { cache } = cacheAt({ maxEntries: 2 });
    cache.set('a', [], 'A');
    cache.set('b', [], 'B');
    cache.get('a');
    cache.set('c', [], 'C');
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.bytes.toString()).toBe('A');
    expect(cache.get('c')?.bytes.toString()).toBe('C');
  });

  it('loads once for concurrent callers of the same key', async () => {
    const { cache } = cacheAt();
    let loads = 0;
    const pending = deferred();
    const load = () => {
      loads += 1;
      return pending.promise;
    };
    const first = cache.getOrLoad('k', ['t'], load);
    const second = cache.getOrLoad('k', ['t'], load);
    pending.resolve('body');
    expect(await first).toEqual(await second);
    expect(loads).toBe(1);
  });

  it('stores an answer from its second load on', async () => {
    const { cache } = cacheAt();
    let loads = 0;
    const load = async () => `body ${++loads}`;
    expect((await cache.getOrLoad('k', ['t'], load)).bytes.toString()).toBe('body 1');
    expect(cache.size).toBe(0);
    expect((await cache.getOrLoad('k', ['t'], load)).bytes.toString()).toBe('body 2');
    expect((await cache.getOrLoad('k', ['t'], load)).bytes.toString()).toBe('body 2');
    expect(loads).toBe(2);
    expect(cache.size).toBe(1);
  });

  it('stores nothing of a walk through more keys than it holds, and keeps what it held', async () => {
    const { cache } = cacheAt({ maxEntries: 3 });
    await loadTwice(cache, 'home');
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) await cache.getOrLoad(`article ${i}`, ['articles'], async () => `article ${i}`);
    }
    expect(cache.size).toBe(1);
    expect(cache.get('home')?.bytes.toString()).toBe('home');
  });

  it('stores at once the next load of an answer dropped as stale, invalidated or too old; forgets all once cleared', async () => {
    const { cache, clock } = cacheAt({ maxAgeMs: 30_000 });
    const reload = async (key: string) => {
      await cache.getOrLoad(key, ['t'], async () => `${key} again`);
      return cache.get(key)?.bytes.toString();
    };
    for (const key of ['a', 'b', 'c']) await loadTwice(cache, key, ['t']);
    cache.invalidate('t');
    expect(await reload('a')).toBe('a again');
    clock.ms += 30_000;
    expect(cache.get('a')).toBeUndefined();
    expect(await reload('a')).toBe('a again');
    expect(await reload('b')).toBe('b again');
    cache.clear();
    expect(cache.size).toBe(0);
    expect(await reload('a')).toBeUndefined();
    expect(await reload('a')).toBe('a again');
  });

  it('does not store what was loaded before an invalidation, and reloads for later callers', async () => {
    const { cache } = cacheAt();
    // An answer held before, so that its next load is stored.
    await loadTwice(cache, 'k', ['courses']);
    cache.invalidate('courses');
    const stale = deferred();
    const before = cache.getOrLoad('k', ['courses'], () => stale.promise);
    cache.invalidate('courses');
    const after = cache.getOrLoad('k', ['courses'], async () => 'fresh');
    stale.resolve('stale');
    expect((await before).bytes.toString()).toBe('stale');
    expect((await after).bytes.toString()).toBe('fresh');
    expect(cache.get('k')?.bytes.toString()).toBe('fresh');
  });

  it('records the tags of every answer asked for during a piece of work, through any chain of calls', async () => {
    const { cache } = cacheAt();
    await loadTwice(cache, 'faqs', ['faqs']);
    const { value, tags } = await cache.recordingReads(async () => {
      await cache.getOrLoad('faqs', ['faqs'], async () => 'faqs');
      await new Promise((resolve) => setTimeout(resolve, 1));
      const inner = await cache.recordingReads(() => cache.getOrLoad('article', ['articles'], async () => 'a'));
      expect(inner.tags).toEqual(['articles']);
      cache.noteRead(['settings']);
      return 'page';
    });
    expect(value).toBe('page');
    expect(tags.sort()).toEqual(['articles', 'faqs', 'settings']);
    // Outside any recording nothing is noted.
    cache.noteRead(['courses']);
    expect((await cache.recordingReads(async () => 1)).tags).toEqual([]);
  });

  it('tags an answer with the tags its load found it was made from, so a write to one of them drops it', async () => {
    const { cache } = cacheAt();
    const load = async () => ({ text: 'page', tags: ['reviews'] });
    await cache.getOrLoad('page', ['settings'], load);
    await cache.getOrLoad('page', ['settings'], load);
    cache.invalidate('articles');
    expect(cache.holds('page')).toBe(true);
    cache.invalidate('reviews');
    expect(cache.holds('page')).toBe(false);
    await cache.getOrLoad('page', ['settings'], load);
    expect(cache.holds('page')).toBe(true);
    cache.invalidate('settings');
    expect(cache.holds('page')).toBe(false);
  });

  it('holds a key while its load runs', async () => {
    const { cache } = cacheAt();
    const pending = deferred();
    const loading = cache.getOrLoad('k', [], () => pending.promise);
    expect(cache.holds('k')).toBe(true);
    pending.resolve('v');
    await loading;
    // Loaded once: not stored (see admits), so not held.
    expect(cache.holds('k')).toBe(false);
  });

  it('does not cache a failed load', async () => {
    const { cache } = cacheAt();
    await expect(cache.getOrLoad('k', [], () => Promise.reject(new Error('not found')))).rejects.toThrow('not found');
    expect(cache.size).toBe(0);
    expect((await cache.getOrLoad('k', [], async () => 'ok')).bytes.toString()).toBe('ok');
  });

  it('is one cache per instance', () => {
    const one = cacheAt().cache;
    const two = cacheAt().cache;
    one.set('k', [], 'v');
    expect(two.get('k')).toBeUndefined();
  });

  it('finds an answer by request URL while its entry lives, and forgets the URL once it is dropped', () => {
    const { cache } = cacheAt();
    const format = { contentType: 'application/json', cacheControl: 'no-cache' };
    cache.set('courses:[]', ['courses'], '{"courses":[]}');
    cache.rememberUrl('/api/courses?x=1', 'courses:[]', format);
    expect(cache.findByUrl('/api/courses?x=1')).toMatchObject({
      answer: { bytes: Buffer.from('{"courses":[]}') },
      format,
    });
    expect(cache.findByUrl('/api/courses')).toBeUndefined();
    cache.invalidate('courses');
    expect(cache.findByUrl('/api/courses?x=1')).toBeUndefined();
    cache.set('courses:[]', ['courses'], '{"courses":[1]}');
    expect(cache.findByUrl('/api/courses?x=1')).toBeUndefined();
  });

  it('remembers no URL for an answer it does not hold, so they cannot push out the URLs of those it holds', async () => {
    const { cache } = cacheAt();
    const format = { contentType: 'application/json', cacheControl: 'no-cache' };
    await loadTwice(cache, 'held');
    cache.rememberUrl('/held', 'held', format);
    for (let i = 0; i < 100; i++) {
      await cache.getOrLoad(`once ${i}`, [], async () => 'v');
      cache.rememberUrl(`/once/${i}`, `once ${i}`, format);
    }
    expect(cache.findByUrl('/once/99')).toBeUndefined();
    expect(cache.findByUrl('/held')?.answer.bytes.toString()).toBe('held');
  });

  it('keeps a bounded number of URLs', () => {
    const { cache } = cacheAt();
    cache.set('k', ['t'], 'v');
    const format = { contentType: 'text/plain', cacheControl: 'no-cache' };
    for (let i = 0; i < 100; i++) cache.rememberUrl(`/k?${i}`, 'k', format);
    expect(cache.findByUrl('/k?0')).toBeUndefined();
    expect(cache.findByUrl('/k?99')).toBeDefined();
  });

  it('keeps the answers of a URL that varies apart, finding each by its variant only', () => {
    const { cache } = cacheAt();
    const format = { contentType: 'text/html', cacheControl: 'no-cache' };
    cache.set('page:it:/faq', ['faqs'], 'Domande');
    cache.set('page:en:/faq', ['faqs'], 'Questions');
    cache.rememberUrl('/faq', 'page:it:/faq', format, 'it');
    cache.rememberUrl('/faq', 'page:en:/faq', format, 'en');
    expect(cache.findByUrl('/faq', () => 'en')?.answer.bytes.toString()).toBe('Questions');
    expect(cache.findByUrl('/faq', () => 'it')?.answer.bytes.toString()).toBe('Domande');
    // Not for a request whose variant cannot be told, nor for a variant not held.
    expect(cache.findByUrl('/faq')).toBeUndefined();
    expect(cache.findByUrl('/faq', () => 'de')).toBeUndefined();
    cache.invalidate('faqs');
    expect(cache.findByUrl('/faq', () => 'en')).toBeUndefined();
  });
});
