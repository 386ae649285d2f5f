/**
 * The browser journeys of checkout and admin content through HAProxy in front of two instances:
 * `npm run test:cluster` runs it after the cluster's own tests, on the built web app.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startCluster } from './cluster.js';

const webDir = path.resolve(import.meta.dirname, '../../../web');
const webDist = path.join(webDir, 'dist');
// The admin the journeys log in as (apps/web/playwright.config.ts).
const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };

if (!existsSync(path.join(webDist, 'index.html'))) {
  process.stderr.write('The web app is not built: run npm run build first.\n');
  process.exit(2);
}

const cluster = await startCluster({
  env: { ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password, WEB_DIST: webDist, LOG_LEVEL: 'warn' },
});
let code = 1;
try {
  process.stdout.write(`journeys through ${cluster.url} (instances ${cluster.instances.join(', ')})\n`);
  const playwright = spawn('npx', ['playwright', 'test', '--config', 'playwright.cluster.config.ts'], {
    cwd: webDir,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_BASE_URL: cluster.url,
      E2E_OUTBOX_DIRS: cluster.dataDirs.map((dir) => path.join(dir, 'outbox')).join(','),
    },
  });
  code = await new Promise<number>((resolve) => playwright.on('exit', (exitCode) => resolve(exitCode ?? 1)));
} finally {
  await cluster.stop();
}
process.exit(code);
