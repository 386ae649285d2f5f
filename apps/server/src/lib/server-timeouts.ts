import type { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

/** How long a client may take over each part of a request before its connection is closed. */
export interface ServerTimeouts {
  /** From the end of the headers to the end of the body, for every request that is not an upload. */
  bodyMs: number;
  /** An upload (multipart) must bring at least `uploadMinBytes` in each window of `bodyMs`. */
  uploadMinBytes: number;
  /** From the first byte of a request to the end of its headers. */
  headersMs: number;
  /** An idle connection between two requests. */
  keepAliveMs: number;
  /** A connection on which nothing moves either way (a client that stopped reading the answer). */
  idleMs: number;
  /** Any request, the longest upload included: the last bound. */
  requestMs: number;
  /** How often Node checks the headers and request deadlines (its default is 30 s, too coarse here). */
  checkIntervalMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  bodyMs: 30_000,
  // 64 KiB in 30 s is about 17 kbit/s: any real connection sends far more, a stalling one less.
  uploadMinBytes: 64 * 1024,
  headersMs: 10_000,
  // Longer than the 60 s a reverse proxy or load balancer usually keeps an idle upstream connection,
  // so the server is never the side that closes one the proxy is about to reuse.
  keepAliveMs: 65_000,
  idleMs: 120_000,
  // A 4 GB lesson video over a slow line; nothing else comes near.
  requestMs: 2 * 60 * 60_000,
  checkIntervalMs: 1_000,
};

/** The Fastify options that set Node's own timeouts. */
export function fastifyTimeoutOptions(timeouts: ServerTimeouts): Pick<
  FastifyServerOptions,
  'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout'
> & {
  http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
  };
}

const TIMEOUT_BODY = JSON.stringify({ message: 'La richiesta è arrivata troppo lentamente', error: 'REQUEST_TIMEOUT' });
/** Written straight to the socket, as Node does for its own timeouts: the request never reached a route. */
const TIMEOUT_ANSWER =
  'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n' +
  `Cache-Control: no-store\r\nContent-Length: ${Buffer.byteLength(TIMEOUT_BODY)}\r\n\r\n${TIMEOUT_BODY}`;

/** Whether a request comes with a body (a length above zero, or chunks). */
export function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Node bounds the headers, but its request deadline has to fit the longest upload: this bounds the
 * body of every other request to `bodyMs`, and an upload to a least pace, so a client that stalls
 * mid-body loses its connection instead of holding it. Only real sockets are watched (not `inject`).
 */
export function watchRequestBody(
  request: IncomingMessage,
  response: ServerResponse,
  timeouts: ServerTimeouts,
  log: FastifyBaseLogger,
): void {
  const socket = request.socket;
  if (!(socket instanceof Socket) || request.complete || !hasBody(request)) return;
  const upload = /^multipart\//i.test(request.headers['content-type'] ?? '');
  let bytesAtWindowStart = socket.bytesRead;
  const close = () => {
    stop();
    log.info({ upload, afterMs: timeouts.bodyMs }, 'request body too slow: connection closed');
    if (!response.headersSent && socket.writable) socket.end(TIMEOUT_ANSWER);
    setTimeout(() => socket.destroy(), 500).unref();
  };
  const check = () => {
    if (request.complete || socket.destroyed) return stop();
    if (!upload) return close();
    const received = socket.bytesRead - bytesAtWindowStart;
    bytesAtWindowStart = socket.bytesRead;
    if (received < timeouts.uploadMinBytes) close();
  };
  const timer = setInterval(check, timeouts.bodyMs);
  timer.unref();
  function stop() {
    clearInterval(timer);
    request.off('end', stop);
    socket.off('close', stop);
  }
  request.once('end', stop);
  socket.once('close', stop);
}
