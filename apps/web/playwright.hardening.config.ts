import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base, { serverForTests } from './playwright.config';

/**
 * The browser part of the hardening battery (`npm run test:hardening`): the stored-XSS corpus in
 * Chromium. Its own port and data folder, so it never meets a running `npm run test:e2e`.
 */
const PORT = Number(process.env.E2E_HARDENING_PORT ?? 3211);
export const HARDENING_DATA_DIR = path.join(import.meta.dirname, 'e2e', '.data-hardening');

export default defineConfig({
  ...base,
  testDir: 'e2e/hardening',
  testIgnore: [],
  retries: 0,
  // One browser over one server.
  workers: 1,
  // Apart from the journeys' test-results (a concurrent run of those clears that folder).
  outputDir: path.join(HARDENING_DATA_DIR, 'test-results'),
  reporter: [['list']],
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  // One viewport: the payloads are the same markup on a phone.
  projects: [{ name: 'desktop', use: { viewport: { width: 1280, height: 800 } } }],
  // Behind one trusted hop, so requests about markup alone can come from addresses of their own.
  webServer: serverForTests(PORT, HARDENING_DATA_DIR, { TRUST_PROXY: '1' }),
});
