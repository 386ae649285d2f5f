import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInTurns } from './load.js';

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
