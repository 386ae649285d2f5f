import { type ChildProcess, spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The HAProxy configuration the cluster test runs, and the README's working example: HTTP in front of
 * the instances in round robin, each checked on /api/health, the client's address passed on in
 * X-Forwarded-For (the instances trust it with TRUST_PROXY).
 */
export function haproxyConfig(listen: { host: string; port: number }, instances: string[]): string {
  const servers = instances.map((url, index) => {
    const { hostname, port } = new URL(url);
    return `  server instance${index + 1} ${hostname}:${port} check inter 1s fall 2 rise 1`;
  });
  return [
    'global',
    '  maxconn 2000',
    '',
    'defaults',
    '  mode http',
    '  timeout connect 5s',
    '  timeout client 120s',
    '  timeout server 120s',
    '  option forwardfor',
    '  option http-server-close',
    '',
    'frontend site',
    `  bind ${listen.host}:${listen.port}`,
    '  default_backend instances',
    '',
    'backend instances',
    '  balance roundrobin',
    '  option httpchk GET /api/health',
    ...servers,
    '',
  ].join('\n');
}

export interface Balancer {
  url: string;
  stop(): Promise<void>;
}

/** Debian's haproxy in the foreground, ready once it answers through to an instance. */
export async function startHaproxy(dir: string, port: number, instances: string[]): Promise<Balancer> {
  const file = path.join(dir, 'haproxy.cfg');
  await writeFile(file, haproxyConfig({ host: '127.0.0.1', port }, instances));
  const child: ChildProcess = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited: ${errors}`);
    if (Date.now() > deadline) throw new Error(`haproxy not ready: ${errors}`);
    const ready = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await sleep(200);
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
