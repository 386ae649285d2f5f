import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFaq } from '../../test/fixtures/catalogue.fixtures.js';
import { buildTestApp, type TestApp } from '../../test/support/app.js';
import { createScratchDatabase } from '../../test/support/database.js';
import { adminPrivateToken, bearer } from '../../test/support/factories.js';
import type { DatabaseHandle } from '../db/client.js';
import type { NoticeChannel } from '../db/notice-channel.js';
import { CacheTag } from './cache-tags.js';
import { PublicCache } from './public-cache.js';
import { SharedCacheInvalidation } from './shared-cache-invalidation.js';

// Two instances of the site on one PostgreSQL database; the embedded database is one process.
describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one database', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let databases: DatabaseHandle[];
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    scratch = await createScratchDatabase('instances');
    databases = [await scratch.open(), await scratch.open()];
    await databases[0]!.migrate();
    a = await buildTestApp({ database: databases[0] });
    b = await buildTestApp({ database: databases[1] });
    // Both listen before the first edit.
    await sleep(300);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await Promise.all(databases.map((database) => database.close()));
    await scratch.drop();
  });

  const faqsThrough = async (app: TestApp) =>
    (await app.app.inject({ method: 'GET', url: '/api/faqs' }))
      .json()
      .faqs.map((faq: { question: string }) => faq.question);

  it('serve an edit made through one from the other within a second', async () => {
    const faq = await insertFaq(a.db, { question: 'Come si prenota?', answer: 'Dalla pagina del corso.' });
    // B holds the list in its public cache, as it would for 30 s without a notice.
    expect(await faqsThrough(b)).toEqual(['Come si prenota?']);
    const token = await adminPrivateToken(a.app, a.db);
    const edit = await a.app.inject({
      method: 'PUT',
      url: '/api/faq',
      headers: bearer(token),
      payload: { idFaq: faq.id, question: 'Come ci si iscrive?', answer: 'Dalla pagina del corso.' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const started = Date.now();
    while ((await faqsThrough(b))[0] !== 'Come ci si iscrive?') {
      expect(Date.now() - started, 'B still serves the old answer').toBeLessThan(1000);
      await sleep(20);
    }
  });
});

const silentLog = Fastify({ logger: false }).log;

describe('shared invalidation', () => {
  function setUp() {
    const cache = new PublicCache({ maxEntries: 10, maxAgeMs: 30_000 });
    const published: string[] = [];
    let hear: (payload: string) => void = () => {};
    let gap: () => void = () => {};
    const channel: NoticeChannel = {
      publish: async (payload) => {
        published.push(payload);
      },
      subscribe: (onNotice, onGap) => {
        hear = onNotice;
        gap = onGap;
      },
    };
    const invalidation = new SharedCacheInvalidation(cache, channel, silentLog);
    cache.set('faqs', ['faqs'], '[]');
    cache.set('topics', ['topics'], '[]');
    return { cache, published, invalidation, hear: (payload: string) => hear(payload), gap: () => gap() };
  }

  it('drops the tags here and tells the other instances', () => {
    const { cache, published, invalidation } = setUp();
    invalidation.invalidate(CacheTag.faqs, CacheTag.reviews);
    expect(cache.get('faqs')).toBeUndefined();
    expect(cache.get('topics')).toBeDefined();
    expect(published).toHaveLength(1);
    expect(published[0]).toMatch(/^[\w-]+:faqs,reviews$/);
  });

  it('says when its notices have left, for a write to answer only then', async () => {
    const cache = new PublicCache({ maxEntries: 10, maxAgeMs: 30_000 });
    let deliver: () => void = () => {};
    const channel: NoticeChannel = {
      publish: () => new Promise<void>((resolve) => (deliver = resolve)),
      subscribe: () => {},
    };
    const invalidation = new SharedCacheInvalidation(cache, channel, silentLog);
    invalidation.invalidate(CacheTag.faqs);
    let sent = false;
    const waiting = invalidation.sent().then(() => (sent = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toBe(false);
    deliver();
    await waiting;
    expect(sent).toBe(true);
  });

  it('does not drop again what its own notice names when it comes back', () => {
    const { cache, published, invalidation, hear } = setUp();
    invalidation.invalidate(CacheTag.faqs);
    cache.set('faqs', ['faqs'], '["drawn after the write"]');
    hear(published[0] as string);
    expect(cache.get('faqs')?.bytes.toString()).toBe('["drawn after the write"]');
    // Another instance's notice of the same write does drop it.
    hear('another-instance:faqs');
    expect(cache.get('faqs')).toBeUndefined();
  });

  it("drops what another instance's notice names, and nothing for a tag it does not know", () => {
    const { cache, hear } = setUp();
    hear('another-instance:nonsense,,topics');
    expect(cache.get('topics')).toBeUndefined();
    expect(cache.get('faqs')).toBeDefined();
  });

  it('drops everything after a gap in listening, since notices may have been missed', () => {
    const { cache, gap } = setUp();
    gap();
    expect(cache.size).toBe(0);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the PostgreSQL notice channel', () => {
  it('hears notices, and after its connection is cut listens again and reports the gap', async () => {
    const scratch = await createScratchDatabase('notices');
    const database = await scratch.open();
    const channel = database.noticeChannel!('cache_test', silentLog);
    const heard: string[] = [];
    let gaps = 0;
    channel.subscribe(
      (payload) => heard.push(payload),
      () => {
        gaps += 1;
      },
    );
    const waitFor = async (done: () => boolean, poke: () => void = () => {}) => {
      for (let waited = 0; !done(); waited += 100) {
        expect(waited, 'waited too long').toBeLessThan(10_000);
        poke();
        await sleep(100);
      }
    };
    // Published again until heard: the listening connection opens in the background.
    const publishUntilHeard = (payload: string) =>
      waitFor(
        () => heard.includes(payload),
        () => void channel.publish(payload),
      );
    try {
      await publishUntilHeard('first');
      expect(gaps).toBe(0);
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where query like 'LISTEN%' and datname = current_database()`,
      );
      await waitFor(() => gaps === 1);
      await publishUntilHeard('second');
    } finally {
      await channel.close();
      await database.close();
      await scratch.drop();
    }
  });
});
