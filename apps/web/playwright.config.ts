import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
/*
 * E2E_DATA_DIR, E2E_WEB_DIST and E2E_SERVER_FROM_SOURCE let several runs share one working tree (each
 * with its own database, web build and server code); CI uses the defaults.
 */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(import.meta.dirname, 'e2e', '.data');
/*
 * The phone journeys run beside the desktop ones, on a server and embedded database of their own: each
 * project keeps one worker on one database (the journeys count what they create), and the two projects
 * together take about half the time on two cores.
 */
const PHONE_PORT = PORT + 2;
const PHONE_DATA_DIR = `${E2E_DATA_DIR}-phone`;
/** Where the two servers write their e-mails (the journeys' addresses are unique, so one search serves both). */
export const E2E_OUTBOX_DIRS = [E2E_DATA_DIR, PHONE_DATA_DIR].map((dir) => path.join(dir, 'outbox'));
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };

/*
 * Debian's headless shell (package chromium-headless-shell) when installed: the same engine without the
 * browser's user interface, the journeys run about a fifth faster on two cores. Otherwise Debian's Chromium.
 */
const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

/** The real server on a fresh embedded database of its own, as `npm run start` runs it. */
export function serverForTests(port: number, dataDir: string, extraEnv: Record<string, string> = {}) {
  return {
    command: `rm -rf "${dataDir}" && ${
      process.env.E2E_SERVER_FROM_SOURCE ? 'npx tsx apps/server/src/main.ts' : 'npm run start -w @cammini/server'
    }`,
    cwd: path.join(import.meta.dirname, '..', '..'),
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      // The e2e server runs the morning reminders every minute so a journey can see them.
      COURSE_REMINDERS_SCHEDULE: '* * * * *',
      ...extraEnv,
    },
  };
}

export default defineConfig({
  testDir: 'e2e',
  // The hardening battery's specs run on their own: npm run test:hardening (playwright.hardening.config.ts).
  testIgnore: ['hardening/**'],
  // One worker per project, each on its own server and database: a project's journeys run one after another.
  workers: 2,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'it-IT',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', workers: 1, use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      workers: 1,
      use: {
        baseURL: `http://127.0.0.1:${PHONE_PORT}`,
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  // The journeys sign up more customers than one address may in an hour: each sign-up comes through a
  // trusted hop with an address of its own (register() in e2e/support.ts).
  webServer: [
    serverForTests(PORT, E2E_DATA_DIR, { TRUST_PROXY: '1' }),
    serverForTests(PHONE_PORT, PHONE_DATA_DIR, { TRUST_PROXY: '1' }),
  ],
});
