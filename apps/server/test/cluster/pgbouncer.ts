import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

export interface Pooler {
  /** `serverUrl` with the pooler's host and port instead of the server's. */
  urlFor(serverUrl: string): string;
  stop(): Promise<void>;
}

/**
 * Debian's PgBouncer in transaction mode in front of the PostgreSQL server of `serverUrl`: each
 * transaction may run on another server connection, as with fifty instances sharing a few. It refuses
 * to run as root, so it runs as the `postgres` user when started by root.
 */
export async function startPgbouncer(dir: string, port: number, serverUrl: string): Promise<Pooler> {
  const server = new URL(serverUrl);
  const home = path.join(dir, 'pgbouncer');
  await mkdir(home, { recursive: true });
  const user = decodeURIComponent(server.username || 'postgres');
  await writeFile(path.join(home, 'userlist.txt'), `"${user}" "${decodeURIComponent(server.password)}"\n`);
  await writeFile(
    path.join(home, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'auth_type = trust',
      `auth_file = ${path.join(home, 'userlist.txt')}`,
      'pool_mode = transaction',
      'max_client_conn = 1000',
      'default_pool_size = 20',
      'ignore_startup_parameters = extra_float_digits,options',
      'unix_socket_dir =',
      '',
    ].join('\n'),
  );
  await chmod(dir, 0o755);
  await chmod(home, 0o755);
  const asRoot = process.getuid?.() === 0;
  const child: ChildProcess = spawn(
    'pgbouncer',
    [...(asRoot ? ['-u', 'postgres'] : []), path.join(home, 'pgbouncer.ini')],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += chunk;
  });
  const urlFor = (url: string) => {
    const pooled = new URL(url);
    pooled.hostname = '127.0.0.1';
    pooled.port = String(port);
    return pooled.toString();
  };
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`pgbouncer exited: ${errors}`);
    if (Date.now() > deadline) throw new Error(`pgbouncer not ready: ${errors}`);
    const client = new pg.Client({ connectionString: urlFor(serverUrl) });
    const ready = await client.connect().then(
      async () => {
        await client.end();
        return true;
      },
      () => false,
    );
    if (ready) break;
    await sleep(200);
  }
  return {
    urlFor,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
