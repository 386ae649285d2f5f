import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const serverMain = path.join(import.meta.dirname, '..', '..', 'src', 'main.ts');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the signal that ended it. */
  exited: Promise<NodeJS.Signals | null>;
}

/** The real server (main.ts) in its own process, as `npm start` runs it, ready when healthy. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', serverMain], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      SEED_DEMO: 'false',
      WEB_DIST: path.join(env.DATA_DIR ?? '/nonexistent', 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += chunk;
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited at start: ${errors}`);
    if (Date.now() > deadline) throw new Error(`server not healthy in time: ${errors}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, child, exited };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
