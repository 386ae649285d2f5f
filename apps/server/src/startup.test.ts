import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/support/database.js';
import { bearer, nextRemoteAddress } from '../test/support/factories.js';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { topics, users } from './db/schema/index.js';
import { ensureAdmin } from './modules/accounts/admin-bootstrap.service.js';
import { verifyPassword } from './modules/accounts/password-hashing.js';
import { DEMO_ADMIN, prepareContent } from './startup.js';

const serverMain = path.join(import.meta.dirname, 'main.ts');
const REAL_ADMIN = { ADMIN_EMAIL: 'titolare@example.com', ADMIN_PASSWORD: 'una-frase-lunga-e-mia' };

/** A logger that keeps the warnings, which is where prepareContent says what it did to the demo admin. */
function quietLog() {
  const warnings: string[] = [];
  const log = { info() {}, error() {}, debug() {}, warn: (_: unknown, message: string) => warnings.push(message) };
  return { log: log as unknown as FastifyBaseLogger, warnings };
}

async function login(app: FastifyInstance, email: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { email, password },
    remoteAddress: nextRemoteAddress(),
  });
}

/**
 * The real server (main.ts) as `npm start` runs it, by default with NODE_ENV=production: its exit code
 * and what it printed (a server that starts is killed after 30 s).
 */
async function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cammini-startup-'));
  try {
    const child = spawn(process.execPath, ['--import', 'tsx', serverMain], {
      env: {
        ...process.env,
        ADMIN_EMAIL: '',
        ADMIN_PASSWORD: '',
        SEED_DEMO: '',
        DATABASE_URL: '',
        TRUST_PROXY: '',
        PUBLIC_URL: '',
        PAYMENT_PROVIDER: '',
        NODE_ENV: 'production',
        PAYMENT_TEST_IN_PRODUCTION: 'true',
        DATA_DIR: dataDir,
        INIT_CWD: dataDir,
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'error',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    const code = await new Promise<number | null>((resolve) => child.on('exit', (exitCode) => resolve(exitCode)));
    clearTimeout(timer);
    return { code, stderr };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

describe('the demo admin', () => {
  let dataDir: string;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const env = () => ({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO: 'true' });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'cammini-startup-'));
    database = await openTestDatabase();
    app = await buildApp({ config: loadConfig({ ...env(), WEB_DIST: path.join(dataDir, 'no-web') }), database });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is created with the demo content when no ADMIN_EMAIL is set, outside production', async () => {
    const { log, warnings } = quietLog();
    await prepareContent(loadConfig(env()), database, log);
    expect(warnings).toContain('demo admin created: set ADMIN_EMAIL and ADMIN_PASSWORD for a real one');
    expect((await login(app, DEMO_ADMIN.email, DEMO_ADMIN.password)).statusCode).toBe(200);
  });

  it('can no longer log in, and its sessions end, once ADMIN_EMAIL names a real admin', async () => {
    const session = (await login(app, DEMO_ADMIN.email, DEMO_ADMIN.password)).json().token as string;
    expect((await app.inject({ method: 'GET', url: '/api/check/', headers: bearer(session) })).statusCode).toBe(200);

    const { log, warnings } = quietLog();
    await prepareContent(loadConfig({ ...env(), ...REAL_ADMIN }), database, log);
    expect(warnings).toContain('demo admin disabled: ADMIN_EMAIL names the real admin');

    expect((await login(app, DEMO_ADMIN.email, DEMO_ADMIN.password)).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/check/', headers: bearer(session) })).statusCode).toBe(401);
    const [demo] = await database.db.select().from(users).where(eq(users.email, DEMO_ADMIN.email));
    expect(demo?.group).toBe('user');
    expect((await login(app, REAL_ADMIN.ADMIN_EMAIL, REAL_ADMIN.ADMIN_PASSWORD)).statusCode).toBe(200);

    // Starting again changes nothing and says nothing more.
    const again = quietLog();
    await prepareContent(loadConfig({ ...env(), ...REAL_ADMIN }), database, again.log);
    expect(again.warnings).toEqual([]);
    expect((await login(app, DEMO_ADMIN.email, DEMO_ADMIN.password)).statusCode).toBe(401);
  });
});

describe('NODE_ENV=production', () => {
  it('never seeds demo content nor the demo admin, even on an empty embedded database', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'cammini-startup-'));
    const database = await openTestDatabase();
    try {
      const config = loadConfig({
        NODE_ENV: 'production',
        PAYMENT_TEST_IN_PRODUCTION: 'true',
        DATA_DIR: dataDir,
        ...REAL_ADMIN,
      });
      await prepareContent(config, { ...database, kind: 'pglite' }, quietLog().log);
      expect(await database.db.select().from(topics)).toEqual([]);
      expect(await database.db.select().from(users).where(eq(users.email, DEMO_ADMIN.email))).toEqual([]);
      expect(await database.db.select().from(users).where(eq(users.email, REAL_ADMIN.ADMIN_EMAIL))).toHaveLength(1);
    } finally {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses to start without ADMIN_EMAIL and ADMIN_PASSWORD, with SEED_DEMO=true or TRUST_PROXY=true, saying why', async () => {
    // One start: the configuration names every bad variable at once.
    const { code, stderr } = await start({ SEED_DEMO: 'true', TRUST_PROXY: 'true' });
    expect(code).toBe(1);
    expect(stderr).toMatch(/ADMIN_EMAIL: ADMIN_EMAIL and ADMIN_PASSWORD are required with NODE_ENV=production/);
    expect(stderr).toMatch(/SEED_DEMO: is true with NODE_ENV=production/);
    expect(stderr).toMatch(/TRUST_PROXY: true would let any client choose its address/);
  });
});

describe('a PUBLIC_URL others can reach, without NODE_ENV', () => {
  const PUBLIC_URL = 'https://www.example-shop.it';

  it('refuses to start with the demo admin and the test card form, saying what to set', async () => {
    // A fresh clone started with the shop's address: the demo would publish its admin there.
    const { code, stderr } = await start({ NODE_ENV: '', PAYMENT_TEST_IN_PRODUCTION: '', PUBLIC_URL });
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /ADMIN_EMAIL: ADMIN_EMAIL and ADMIN_PASSWORD are required when PUBLIC_URL is not a loopback/,
    );
    expect(stderr).toMatch(/PAYMENT_PROVIDER: is test \(fake card payments\) while PUBLIC_URL is not a loopback/);
  });

  it('shuts out a demo admin seeded while the site was on this machine, and never creates one', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'cammini-startup-'));
    const database = await openTestDatabase();
    try {
      await ensureAdmin(database.db, DEMO_ADMIN.email, DEMO_ADMIN.password);
      // No demo content (SEED_DEMO=false), so no admin is required: nothing may keep the published password.
      const config = loadConfig({
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        PUBLIC_URL,
        SEED_DEMO: 'false',
        PAYMENT_TEST_IN_PRODUCTION: 'true',
      });
      const { log, warnings } = quietLog();
      await prepareContent(config, { ...database, kind: 'pglite' }, log);
      expect(warnings).toEqual(['demo admin disabled: PUBLIC_URL is an address others can reach']);
      const [demo] = await database.db.select().from(users).where(eq(users.email, DEMO_ADMIN.email));
      expect(demo?.group).toBe('user');
      expect(await verifyPassword(demo?.passwordHash ?? '', DEMO_ADMIN.password)).toBe(false);
      expect(await database.db.select().from(topics)).toEqual([]);
    } finally {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
