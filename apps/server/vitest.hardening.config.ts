import { defineConfig } from 'vitest/config';

/** The hardening battery (`npm run test:hardening`): fuzzing, authorization, uploads, sessions, rate limits. */
export default defineConfig({
  test: {
    include: ['src/hardening/**/*.hardening.test.ts'],
    globalSetup: ['src/hardening/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
