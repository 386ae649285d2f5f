import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { costlyRenderer, writeWebBuild } from '../fixtures/seo.fixtures.js';
import { type ServerProcess, startServerProcess } from '../support/server-process.js';

/*
 * A burst of uncached renders from one address used to hold every other request: 300 requests of
 * /blog?q=<n> took a cached read from 3 ms to seconds, each render holding the event loop in turn.
 * Renders are now bounded per address and in flight (modules/seo/render-bound.ts), so a cached read
 * meanwhile keeps a p99 under 50 ms. The server runs as shipped (main.ts, real sockets, answers sent
 * before routing) in its own process, with a renderer that holds the event loop as long as the web
 * app's does for a page; the burst comes from another process, the timed reads from this one.
 */

const BURST = 300;
/** The attacker's connections (kept alive), each sending its next request when the last is answered. */
const CONNECTIONS = 8;
/**
 * How long a render of the built web app holds the event loop, measured on the demo content: the blog
 * 8 ms (CPU, median of 40), an article 9, the home 19, the FAQ 5.
 */
const RENDER_MS = 10;
const CACHED_READ_P99_MS = 50;
const READ_EVERY_MS = 5;
const BURST_SENDER = path.join(import.meta.dirname, '..', 'support', 'request-burst.ts');
const CACHED_READ = '/api/articles';
/** The server trusts one proxy hop, as behind a load balancer: the client's address is X-Forwarded-For's. */
const ATTACKER = { 'x-forwarded-for': '203.0.113.7' };
const WARM_UP = { 'x-forwarded-for': '203.0.113.8' };

let dataDir: string;
let webRoot: string;
let server: ServerProcess;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'cammini-render-bound-'));
  webRoot = await mkdtemp(path.join(tmpdir(), 'cammini-render-bound-web-'));
  const webDist = await writeWebBuild(webRoot, costlyRenderer(RENDER_MS));
  server = await startServerProcess({ DATA_DIR: dataDir, WEB_DIST: webDist, TRUST_PROXY: '1' });
});

afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await rm(dataDir, { recursive: true, force: true });
  await rm(webRoot, { recursive: true, force: true });
});

async function timedGet(url: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const answer = await fetch(`${server.url}${url}`, { headers });
  const body = await answer.text();
  return { ms: performance.now() - started, status: answer.status, body };
}

const p99 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.ceil(times.length * 0.99) - 1] ?? 0;

/**
 * BURST requests of /blog?q=<n> (each a page drawn anew) from a process of its own (test/support/
 * request-burst.ts), so the sender's work and its garbage collector do not count in the reads timed here:
 * every answer's status, and how many came drawn.
 */
function burstFrom(headers: Record<string, string>): Promise<{ statuses: number[]; drawn: number }> {
  // At a low priority: the attacker's machine is not the server's, so its work must not take the cores
  // the server and the timed visitor need (this machine has two).
  const sender = spawn(
    'nice',
    [
      '-n',
      '15',
      process.execPath,
      '--import',
      'tsx',
      BURST_SENDER,
      server.url,
      String(BURST),
      String(CONNECTIONS),
      JSON.stringify(headers),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  sender.stdout.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve, reject) => {
    sender.once('error', reject);
    sender.once('exit', (code) => (code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`sender: ${code}`))));
  });
}

describe('uncached renders from one address', () => {
  it('leave a cached read meanwhile with a p99 under 50 ms, and answer every request', async () => {
    // Warm-up: the cached read is held, and a burst like the measured one from another address makes
    // drawing a page, sending its shell and collecting the start's garbage no longer a first time.
    for (let i = 0; i < 20; i++) expect((await timedGet(CACHED_READ)).status).toBe(200);
    expect((await burstFrom(WARM_UP)).statuses.filter((status) => status !== 200)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1000));

    // A visitor reading a cached answer every few milliseconds whatever the server's state, each read timed
    // from when it was sent: a slow stretch is sampled as often as a fast one.
    let over = false;
    const burst = burstFrom(ATTACKER).finally(() => {
      over = true;
    });
    const reads: Promise<number>[] = [];
    while (!over) {
      reads.push(
        timedGet(CACHED_READ).then((read) => {
          expect(read.status).toBe(200);
          return read.ms;
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, READ_EVERY_MS));
    }
    const { statuses, drawn } = await burst;
    const times = await Promise.all(reads);

    expect(statuses).toHaveLength(BURST);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const summary = `${times.length} reads during the burst (ms): ${times.map(Math.round).join(', ')}; ${drawn} of ${BURST} pages drawn`;
    expect(times.length, summary).toBeGreaterThanOrEqual(100);
    expect(p99(times), summary).toBeLessThan(CACHED_READ_P99_MS);
  });
});
