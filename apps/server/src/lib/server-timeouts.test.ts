import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/support/app.js';
import { SERVER_TIMEOUTS } from './server-timeouts.js';

/** What a raw connection got back before the server closed it, and after how long. */
function openRawConnection(port: number) {
  const socket: Socket = connect({ host: '127.0.0.1', port });
  const startedAt = performance.now();
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk) => {
    received += chunk;
  });
  socket.on('error', () => {});
  const closed = new Promise<{ received: string; afterMs: number }>((resolve) =>
    socket.on('close', () => resolve({ received, afterMs: performance.now() - startedAt })),
  );
  return { socket, closed };
}

const withinMs = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still open after ${ms} ms`)), ms)),
  ]);

describe('the shipped timeouts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('bound the headers, every body, idle and kept-alive connections', () => {
    expect(SERVER_TIMEOUTS.bodyMs).toBe(30_000);
    expect(SERVER_TIMEOUTS.headersMs).toBe(10_000);
    const server = t.app.server;
    expect(server.headersTimeout).toBe(10_000);
    expect(server.keepAliveTimeout).toBe(65_000);
    expect(server.timeout).toBe(120_000);
    // Node's own request deadline is the last bound (it has to fit the largest upload); the body's
    // 30 s are watched per request (watchRequestBody), which a real socket proves below.
    expect(server.requestTimeout).toBe(SERVER_TIMEOUTS.requestMs);
    expect(server.requestTimeout).toBeGreaterThan(0);
  });
});

describe('a client that stalls', () => {
  let t: TestApp;
  let port: number;
  const short = { bodyMs: 400, headersMs: 400, checkIntervalMs: 100, uploadMinBytes: 1024 };
  beforeAll(async () => {
    t = await buildTestApp({ build: { timeouts: short } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    port = address.port;
  });
  afterAll(async () => {
    await t.close();
  });

  it('loses the connection when its body stops arriving, with a 408', async () => {
    const { socket, closed } = openRawConnection(port);
    socket.write(
      'POST /api/login/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":"a',
    );
    const { received, afterMs } = await withinMs(closed, 5_000);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(received).toContain('"error":"REQUEST_TIMEOUT"');
    expect(afterMs).toBeGreaterThanOrEqual(short.bodyMs - 50);
  });

  it('loses the connection when its headers never end', async () => {
    const { socket, closed } = openRawConnection(port);
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    const { received } = await withinMs(closed, 5_000);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('loses an upload that stops moving, however long uploads may take', async () => {
    const { socket, closed } = openRawConnection(port);
    socket.write(
      'POST /api/document HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\n' +
        'Content-Length: 10000000\r\n\r\n--x\r\nContent-Disposition: form-data; name="email"\r\n\r\n',
    );
    const { afterMs } = await withinMs(closed, 5_000);
    expect(afterMs).toBeGreaterThanOrEqual(short.bodyMs - 50);
  });

  it('keeps an upload that keeps moving past the body deadline', async () => {
    const { socket, closed } = openRawConnection(port);
    let open = true;
    void closed.then(() => {
      open = false;
    });
    socket.write(
      'POST /api/newsletter/unsubscribe/aaaaaaaaaaaaaaaa HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 1000000\r\n\r\n',
    );
    // 2 KiB every 100 ms for three body deadlines: above the least pace, so the upload goes on.
    for (let i = 0; i < 12 && open; i++) {
      socket.write('y'.repeat(2048));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(open).toBe(true);
    socket.destroy();
  });

  it('leaves a request that arrives in time alone, on the same connection as the next', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nessuno@example.com', password: 'qualcosa-di-lungo' }),
    });
    expect(response.status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, short.bodyMs * 2));
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });
});
