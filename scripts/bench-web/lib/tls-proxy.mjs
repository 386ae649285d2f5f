// HAProxy in front of the server as a deployment puts it: TLS ended at the proxy, HTTP/2 to the browser,
// HTTP/1.1 to the server. Lighthouse then loads the pages over one multiplexed connection, as visitors do,
// instead of a new HTTP/1.1 connection for each file. Needs Debian's haproxy and openssl on the PATH.

import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The proxy's configuration: TLS with a certificate made for the run, h2 offered first. */
function haproxyConfig({ port, certificate, upstream }) {
  return [
    'global',
    '  log stderr format raw local0 warning',
    'defaults',
    '  mode http',
    '  timeout connect 5s',
    '  timeout client 60s',
    '  timeout server 60s',
    'frontend tls',
    `  bind 127.0.0.1:${port} ssl crt ${certificate} alpn h2,http/1.1`,
    '  http-request set-header X-Forwarded-Proto https',
    '  default_backend app',
    'backend app',
    `  server app ${upstream.replace(/^http:\/\//, '')}`,
    '',
  ].join('\n');
}

/** Whether the proxy answers the server's health check through TLS (its certificate is the run's own). */
function healthy(origin) {
  return new Promise((resolve) => {
    const request = https.get(`${origin}/api/health`, { rejectUnauthorized: false }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
  });
}

/** The address the server will be reached at through the proxy, known before either starts. */
export const tlsOrigin = (port) => `https://127.0.0.1:${port}`;

/** Starts HAProxy on `port` in front of `upstream` (the server's http origin); `stop()` ends it. */
export async function startTlsProxy({ port, upstream, timeoutMs = 15_000 }) {
  const folder = await mkdtemp(path.join(tmpdir(), 'bench-web-tls-'));
  const key = path.join(folder, 'key.pem');
  const cert = path.join(folder, 'cert.pem');
  const written = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  if (written.status !== 0) throw new Error(`openssl could not make a certificate: ${written.stderr}`);
  const certificate = path.join(folder, 'both.pem');
  await writeFile(certificate, `${await readFile(cert, 'utf8')}${await readFile(key, 'utf8')}`);
  const config = path.join(folder, 'haproxy.cfg');
  await writeFile(config, haproxyConfig({ port, certificate, upstream }));

  const errors = [];
  const child = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr.on('data', (chunk) => errors.push(chunk));
  child.on('error', (error) => errors.push(Buffer.from(String(error))));
  const origin = tlsOrigin(port);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(folder, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  while (!(await healthy(origin))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`haproxy did not answer at ${origin}: ${Buffer.concat(errors).toString().slice(-1000)}`);
    }
    await sleep(200);
  }
  return { origin, stop };
}
