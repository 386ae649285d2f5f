import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const cli = path.join(import.meta.dirname, 'admin.ts');
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'cammini-admin-cli-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** `npm run admin -- …` as an operator runs it: its exit code and what it printed. */
async function runAdmin(args: string[]): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, INIT_CWD: dataDir, DATABASE_URL: '', NODE_ENV: 'test' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', (exitCode) => resolve(exitCode)));
  return { code, stderr };
}

describe('npm run admin', () => {
  it('refuses a password under 12 characters, or a common one, before touching the database', async () => {
    const short = await runAdmin(['--email', 'titolare@example.com', '--password', 'undici-car']);
    expect(short.code).toBe(2);
    expect(short.stderr).toContain('at least 12 characters');
    const common = await runAdmin(['--email', 'titolare@example.com', '--password', 'password12345']);
    expect(common.code).toBe(2);
    expect(common.stderr).toContain('common or breached');
  });
});
