import { defineConfig } from 'vitest/config';

/**
 * `npm run test:cluster`: the site on several instances over one PostgreSQL database behind HAProxy,
 * each file starting what it needs (processes, not in-process apps). Needs PostgreSQL on 127.0.0.1:5432
 * (or TEST_DATABASE_URL) and Debian's haproxy.
 */
export default defineConfig({
  test: {
    include: ['test/cluster/**/*.cluster.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
