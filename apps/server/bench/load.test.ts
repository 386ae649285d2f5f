import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAtRate, runInTurns } from './load.js';

/** Which server answered, in the order the requests came, each change of server written once. */
const turns: string[] = [];
const servers: http.Server[] = [];

async function startServer(name: string): Promise<string> {
  const server = http.createServer((_request, response) => {
    if (turns.at(-1) !== name) turns.push(name);
    response.end('ok');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

let first = '';
let second = '';
beforeAll(async () => {
  first = await startServer('first');
  second = await startServer('second');
});
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

describe('runs in turns', () => {
  it('give each run its whole time in turns of a second, the next one first each turn', async () => {
    const results = await runInTurns(
      { first: { url: first, connections: 2 }, skipped: undefined, second: { url: second, connections: 2 } },
      2,
    );
    expect(turns).toEqual(['first', 'second', 'first']);
    expect(results.skipped).toBeUndefined();
    for (const result of [results.first, results.second]) {
      expect(result?.seconds).toBeGreaterThan(1.8);
      expect(result?.seconds).toBeLessThan(2.6);
      expect(result?.requests).toBeGreaterThan(0);
      expect(result?.rps).toBeCloseTo((result?.requests ?? 0) / (result?.seconds ?? 1), 6);
      expect(result?.errors).toBe(0);
    }
  });
});

/** A server answering after `handle` decides, one request at a time when `oneAtATime`; it notes each arrival. */
async function pacedServer(handle: (path: string) => { status: number; ms: number }, oneAtATime = false) {
  const arrivals: { path: string; at: number; body: string }[] = [];
  let busyUntil = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const now = performance.now();
      arrivals.push({ path, at: now, body: Buffer.concat(chunks).toString() });
      const { status, ms } = handle(path);
      const finish = oneAtATime ? Math.max(now, busyUntil) + ms : now + ms;
      busyUntil = finish;
      setTimeout(() => {
        response.statusCode = status;
        response.end('ok');
      }, finish - now);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/write`, arrivals };
}

describe('a run at a steady rate', () => {
  it('sends one request every 1/rate seconds, each made for its turn, never in bursts', async () => {
    const { url, arrivals } = await pacedServer((path) => ({ status: /[13579]$/.test(path) ? 503 : 201, ms: 5 }));
    let made = 0;
    const result = await runAtRate({
      url,
      rate: 40,
      duration: 1,
      connections: 10,
      request: {
        method: 'POST',
        setupRequest: (request) => ({ ...request, path: `${request.path}?n=${made++}`, body: 'hello' }),
      },
    });
    expect(result.requests).toBe(40);
    expect(result.errors).toBe(0);
    expect(result.non2xx).toBe(20);
    // Each made once (over several connections, two sent 25 ms apart may arrive in either order).
    expect(arrivals.map((arrival) => arrival.path).sort()).toEqual(
      Array.from({ length: 40 }, (_, n) => `/write?n=${n}`).sort(),
    );
    expect(arrivals.every((arrival) => arrival.body === 'hello')).toBe(true);
    // One every 25 ms (a late timer on a busy machine may bunch a few): ten connections each sending its
    // share of the second at its start bring nearly all of them together (78 of 82 gaps under 5 ms).
    const gaps = arrivals.slice(1).map((arrival, n) => arrival.at - (arrivals[n]?.at ?? 0));
    expect(gaps.filter((gap) => gap < 5).length).toBeLessThanOrEqual(10);
    // Spread over the second (975 ms from first to last when on time; a burst spans a few ms): a first
    // timer fired late on a loaded machine shortens the span, so three quarters of it is the bound.
    expect(arrivals.at(-1)!.at - arrivals[0]!.at).toBeGreaterThan(730);
    // Each answer waits 5 ms on the server; Node's timers round to the millisecond and may fire up to one
    // early against the client's clock (4.97 ms was seen in CI), so the latency is at least 4.
    expect(result.p50).toBeGreaterThanOrEqual(4);
  });

  it('counts the wait of the requests a slow server holds back from when each was due', async () => {
    // 60 ms an answer, one at a time, 40 asked a second: the queue grows by 35 ms a request.
    const { url } = await pacedServer(() => ({ status: 200, ms: 60 }), true);
    const result = await runAtRate({ url, rate: 40, duration: 0.5, connections: 1, request: {} });
    expect(result.requests).toBe(20);
    // The last one was due at 475 ms and answered at about 1,200 ms; a run that timed requests from when
    // they went out would see 60 ms for each.
    expect(result.p99).toBeGreaterThan(600);
    expect(result.p50).toBeGreaterThan(250);
  });
});
