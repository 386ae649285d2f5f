import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/support/**/*.test.ts', 'bench/**/*.test.ts'],
    // The hardening battery runs on its own: npm run test:hardening (vitest.hardening.config.ts).
    exclude: [...configDefaults.exclude],
    // One migrated database the test files' own are copies of.
    globalSetup: ['test/support/database-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
