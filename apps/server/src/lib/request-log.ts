import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino from 'pino';
import { redactUrl } from './log-redaction.js';

/**
 * Where the app's log lines go when no stream is given: standard output, written asynchronously in
 * blocks. A write per line costs a system call per request (measured: a third of a cached read's
 * throughput with request logs on), so lines gather up to 4 KB, and at most a second when traffic is
 * light; what is still buffered is written out when the process exits.
 */
export function standardOutputLog(): pino.DestinationStream {
  standardOutput ??= openStandardOutput();
  return standardOutput;
}

const LOG_BLOCK_BYTES = 4096;
const LOG_FLUSH_MS = 1000;

// One per process, however many apps it builds (the tests build many).
let standardOutput: pino.DestinationStream | undefined;

function openStandardOutput() {
  const destination = pino.destination({ dest: 1, sync: false, minLength: LOG_BLOCK_BYTES });
  setInterval(() => destination.flush(), LOG_FLUSH_MS).unref();
  process.on('exit', () => {
    try {
      destination.flushSync();
    } catch {
      // Standard output already closed: nothing more can be written.
    }
  });
  return destination;
}

/**
 * One line per answered request, written once the answer has left: method, address (its tokens
 * redacted), status, time in milliseconds and the client's address. Fastify's own pair of lines
 * (one as the request arrives, one as it is answered) doubles the cost of logging for no more facts.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  // A failed request's error is logged once, with its stack, by the error handler (plugins/errors.ts).
  override requestCompleted(_error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ip: request.ip,
      },
      'request completed',
    );
  }
}
