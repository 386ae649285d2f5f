import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The checkout and admin-content journeys through a load balancer in front of several instances
 * (`npm run test:cluster` starts them and sets E2E_BASE_URL and E2E_OUTBOX_DIRS).
 */
const baseURL = process.env.E2E_BASE_URL;
if (!baseURL) throw new Error('E2E_BASE_URL is not set: run these journeys through npm run test:cluster');

export default defineConfig({
  ...base,
  testMatch: ['checkout.spec.ts', 'admin-content.spec.ts'],
  retries: 0,
  // Apart from the single-server run's results, which that run clears when it starts.
  outputDir: 'test-results-cluster',
  use: { ...base.use, baseURL },
  // The phone layout is the single-server run's concern; here the balancer and the instances are.
  projects: base.projects?.filter((project) => project.name === 'desktop'),
  webServer: undefined,
});
