import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type BuildAppOptions, buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { Database, DatabaseHandle } from '../../src/db/client.js';
import { mailOutbox } from '../../src/db/schema/index.js';
import type { Clock } from '../../src/lib/clock.js';
import { openTestDatabase } from './database.js';
import { createUser, loginAs, privateTokenFor } from './factories.js';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  dataDir: string;
  close(): Promise<void>;
}

/** The real app over a fresh real database; close it in afterAll. */
export async function buildTestApp(
  options: {
    clock?: Clock;
    env?: Record<string, string>;
    /** More of buildApp's options (shorter timeouts, a log stream, held after-answer work, the job queue's workers). */
    build?: Pick<BuildAppOptions, 'timeouts' | 'logStream' | 'afterAnswer' | 'startWorkers' | 'jobQueue'>;
    /** An open database to share with other apps (another instance of the site); left open on close. */
    database?: DatabaseHandle;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cammini-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIST: path.join(dataDir, 'no-web'),
    // The test app seeds nothing by itself (tests seed what they need), so it never has a demo admin either.
    SEED_DEMO: 'false',
    ...options.env,
  });
  const database = options.database ?? (await openTestDatabase());
  const app = await buildApp({ config, database, clock: options.clock, ...options.build });
  await app.ready();
  return {
    app,
    db: database.db,
    dataDir,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The newest e-mail queued for an address. */
export async function latestMailTo(db: Database, to: string) {
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).limit(1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** The token at the end of the first link to `route` in a mail's text. */
export function tokenFromMail(mail: { text: string }, route: string): string {
  const match = mail.text.match(new RegExp(`/${route}/([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`no /${route}/ link in mail`);
  return match[1];
}

export interface AdminTestApp extends TestApp {
  /** An admin's private token, as the back office sends it, minted when the file's tests start. */
  adminToken: string;
  /**
   * A private token minted at the app clock's present moment, after a fresh login. Private tokens last
   * minutes, so a test that moves its clock forward asks for a fresh one after the move.
   */
  freshAdminToken(): Promise<string>;
}

/**
 * For a test file: the real app over a fresh database, built before the file's tests and closed after
 * them. Its fields are there once the tests run (read them inside tests and hooks, not at collection).
 */
export function useTestApp(options: Parameters<typeof buildTestApp>[0] = {}): TestApp {
  const handle = {} as TestApp;
  beforeAll(async () => {
    Object.assign(handle, await buildTestApp(options));
  });
  afterAll(async () => {
    await handle.close();
  });
  return handle;
}

/** `useTestApp` with an admin logged in and holding a private token. */
export function useAdminTestApp(options: Parameters<typeof buildTestApp>[0] = {}): AdminTestApp {
  const handle = useTestApp(options) as AdminTestApp;
  let adminEmail = '';
  // Minting a private token asks for a password confirmed within the hour: a fresh login gives one.
  handle.freshAdminToken = async () => privateTokenFor(handle.app, await loginAs(handle.app, adminEmail));
  beforeAll(async () => {
    adminEmail = (await createUser(handle.db, { group: 'admin' })).email;
    handle.adminToken = await handle.freshAdminToken();
  });
  return handle;
}
