/**
 * The app under test, in its own process (the load generator must not share its event loop):
 * a fresh database (PGlite in a folder, or a new PostgreSQL database), the data set, the real
 * app built as main.ts builds it and listening on a local port, and the bare yardstick server.
 * Driven by the orchestrator over IPC (bench-process.ts).
 */
import { existsSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { articles, courses } from '../src/db/schema/index.js';
import { hashPassword } from '../src/modules/accounts/password-hashing.js';
import { findArticleWithNeighbours } from '../src/modules/catalogue/articles/articles.repository.js';
import { rendererFile } from '../src/modules/seo/web-renderer.js';
import { prepareContent, prepareDataDir } from '../src/startup.js';
import { startBareServer } from './bare-server.js';
import type { BenchFixtures, BenchMessage, BenchRequest, BenchServerSpec } from './bench-protocol.js';
import { seedContent, sizeAt, unsoldCourseCount } from './data-set.js';
import { seedCustomerSessions, seedOrders, seedSubscribers, seedUsers } from './data-set-commerce.js';
import { BENCH_ADMIN, measureListCosts, measureNewsletterCost, type ProbeContext } from './growth-probe.js';
import { QueryRecorder } from './query-recorder.js';
import { createBenchDatabase } from './server-database.js';

export const BENCH_PASSWORD = 'bench-password-2026';

const spec = JSON.parse(process.env.BENCH_SERVER ?? '') as BenchServerSpec;
const send = (message: BenchMessage) => process.send?.(message);

/** A database of its own on the PostgreSQL server, dropped again on close. */
async function openBenchDatabase(recorder: QueryRecorder): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  if (spec.database === 'pglite') {
    const handle = await openDatabase({ pgliteDir: path.join(spec.dataDir, 'db'), logger: recorder });
    return { handle, drop: async () => {} };
  }
  const database = await createBenchDatabase(spec.pgUrl, `cammini_bench_${spec.name.replace(/[^a-z0-9]/gi, '_')}`);
  const handle = await openDatabase({ url: database.url, logger: recorder });
  return { handle, drop: database.drop };
}

async function seed(handle: DatabaseHandle): Promise<Omit<BenchFixtures, 'appPort' | 'barePort'>> {
  const started = Date.now();
  const size = sizeAt(spec.scale);
  const { db } = handle;
  await seedContent(db, size, new Date());
  await seedUsers(db, size, await hashPassword(BENCH_PASSWORD));
  await seedOrders(db, size);
  await seedSubscribers(db, size);
  const customers = await seedCustomerSessions(db, size, spec.checkoutCustomers);
  // A database in use has been vacuumed and has planner statistics (autovacuum on PostgreSQL,
  // db/embedded-maintenance.ts on PGlite); a freshly loaded one gets both here.
  await db.execute(sql`vacuum analyze`);
  const articleRows = await db.select({ title: articles.title }).from(articles).orderBy(asc(articles.id));
  const unsold = await db
    .select({ title: courses.title })
    .from(courses)
    .orderBy(asc(courses.id))
    .offset(size.courses - unsoldCourseCount(size));
  return {
    size,
    seedSeconds: (Date.now() - started) / 1000,
    password: BENCH_PASSWORD,
    articleTitles: articleRows.map((row) => row.title),
    unsoldCourseTitles: unsold.map((row) => row.title),
    customers,
  };
}

function portOf(app: FastifyInstance): number {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function main() {
  await rm(spec.dataDir, { recursive: true, force: true });
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: spec.logLevel,
    DATA_DIR: spec.dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIST: path.join(spec.dataDir, 'web'),
    // One proxy in front (the load generator writes each customer's address): TRUST_PROXY=true is refused.
    TRUST_PROXY: '1',
    PAYMENT_PROVIDER: 'test',
    PAYMENT_TEST_IN_PRODUCTION: 'true',
    SEED_DEMO: 'false',
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
  });
  await prepareDataDir(config);
  await cp(spec.webDist, config.webDist, { recursive: true });
  // The server renderer, beside the web build as the server looks for it.
  const renderer = path.dirname(rendererFile(spec.webDist));
  if (existsSync(renderer)) await cp(renderer, path.dirname(rendererFile(config.webDist)), { recursive: true });
  const recorder = new QueryRecorder();
  const { handle, drop } = await openBenchDatabase(recorder);
  await handle.migrate();
  const fixtures = await seed(handle);
  const app = await buildApp({ config, database: handle, startWorkers: true });
  await prepareContent(config, handle, app.log);
  await app.listen({ host: '127.0.0.1', port: 0 });
  // The floor of the uncached article read: its own prepared query, and nothing else.
  const bare = await startBareServer((title) => findArticleWithNeighbours(handle.db, title));
  const probe: ProbeContext = { app, db: handle.db, recorder };
  const coldArticle = fixtures.articleTitles[Math.floor(fixtures.articleTitles.length / 2)] ?? '';

  const handlers: { [K in BenchRequest['type']]: (request: Extract<BenchRequest, { type: K }>) => Promise<unknown> } = {
    bare: async ({ body, headers }) => bare.serve({ body: Buffer.from(body, 'base64'), headers }),
    listCosts: ({ repetitions }) => measureListCosts(probe, repetitions, coldArticle),
    newsletterCost: () => measureNewsletterCost(probe),
    close: async () => {
      await bare.app.close();
      await app.close();
      await handle.close();
      await drop();
      await rm(spec.dataDir, { recursive: true, force: true });
      setImmediate(() => process.exit(0));
    },
  };
  process.on('message', async (message: BenchRequest & { id: number }) => {
    try {
      const handler = handlers[message.type] as (request: BenchRequest) => Promise<unknown>;
      send({ type: 'reply', id: message.id, ok: true, result: (await handler(message)) ?? null });
    } catch (error) {
      send({
        type: 'reply',
        id: message.id,
        ok: false,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    }
  });
  // The orchestrator is gone (crashed or stopped): take the database down with us.
  process.on('disconnect', () => void handlers.close({ type: 'close' }));
  send({ type: 'ready', fixtures: { ...fixtures, appPort: portOf(app), barePort: bare.port } });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
