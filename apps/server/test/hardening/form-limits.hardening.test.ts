import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/app.js';
import { createUser, loginAs } from '../support/factories.js';

/*
 * The attack an outside review reproduced: a logged-in customer sends identity-document forms with
 * 198 text fields of 2 MB each, twelve at once. Before every multipart route had its own limits
 * the parser kept all of them in memory (about 400 MB a request) and the heap ran out. Sent here
 * over a real socket, the bodies made on the fly so the attacker side costs nothing.
 */

const FIELDS = 198;
const FIELD_BYTES = 2 * 1024 * 1024;
const CONCURRENT = 12;
const BOUNDARY = '----cammini-attack';
const filler = Buffer.alloc(FIELD_BYTES, 'a');

let t: TestApp;
let port: number;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  const customer = await createUser(t.db);
  token = await loginAs(t.app, customer.email);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await t.close();
});

interface Outcome {
  status: number;
  body: string;
  /** Bytes of the body written when the answer came. */
  sentWhenAnswered: number;
}

/** One attack request: it keeps writing fields until the server answers, as a client would. */
function attack(): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/document',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
    });
    request.on('response', (response) => {
      answered = true;
      const sentWhenAnswered = sent;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString(), sentWhenAnswered });
      });
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const write = async () => {
      for (let field = 0; field < FIELDS && !answered; field++) {
        const head = `--${BOUNDARY}\r\ncontent-disposition: form-data; name="f${field}"\r\n\r\n`;
        for (const piece of [Buffer.from(head), filler, Buffer.from('\r\n')]) {
          if (answered || request.destroyed) return;
          sent += piece.length;
          if (!request.write(piece)) await new Promise((drained) => request.once('drain', drained));
        }
      }
      if (!answered && !request.destroyed) request.end(`--${BOUNDARY}--\r\n`);
    };
    write().catch(() => {});
  });
}

/** Heap and buffers together: the parser's field values live outside the JS heap. */
const memoryInUse = () => {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

describe('bounded multipart forms', () => {
  it('refuses twelve concurrent 198 × 2 MB document forms with 413/400, stays answering and keeps memory bounded', async () => {
    globalThis.gc?.();
    const before = memoryInUse();
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, memoryInUse());
    }, 20);
    let outcomes: Outcome[];
    try {
      outcomes = await Promise.all(Array.from({ length: CONCURRENT }, attack));
    } finally {
      clearInterval(sampler);
    }
    const fullBody = FIELDS * (FIELD_BYTES + 80);
    for (const outcome of outcomes) {
      expect([400, 413]).toContain(outcome.status);
      expect(JSON.parse(outcome.body)).toMatchObject({ message: expect.any(String), error: expect.any(String) });
      // Refused as the first field broke the limit, not after reading the whole body.
      expect(outcome.sentWhenAnswered).toBeLessThan(fullBody / 4);
    }
    const grownMb = (peak - before) / (1024 * 1024);
    expect(grownMb, `memory grew by ${Math.round(grownMb)} MB`).toBeLessThan(150);

    const started = performance.now();
    const health = await fetch(`http://127.0.0.1:${port}/api/courses`);
    expect(health.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
