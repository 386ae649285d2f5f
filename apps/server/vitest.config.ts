import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/support/**/*.test.ts', 'bench/**/*.test.ts'],
    // The hardening battery runs on its own: npm run test:hardening (vitest.hardening.config.ts).
    exclude: [...configDefaults.exclude],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
