import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino from 'pino';
import { redactUrl } from './log-redaction.js';

/** A request's id: the caller's `x-request-id` when it is a plain token (a balancer's), else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
}

export const ANSWERED = 'request completed';

/**
 * The facts of the one line written per answered request: method, address (its tokens redacted),
 * status, time in milliseconds and the client's address.
 */
export function answeredFields(method: string, url: string, statusCode: number, ms: number, ip: string | undefined) {
  return { method, url: redactUrl(url), statusCode, ms: Math.round(ms * 10) / 10, ip };
}

/**
 * One line per answered request, written once the answer has left. Fastify's own pair of lines (one
 * as the request arrives, one as it is answered) doubles the cost of logging for no more facts.
 */
export class OneLinePerRequest extends LogController {
  /** Whether the log's level lets `info` lines through: below it the line's facts are not even made. */
  private readonly writes: boolean;

  constructor(level: string) {
    super();
    this.writes = level in pino.levels.values && pino.levels.values[level]! <= pino.levels.values.info!;
  }

  override incomingRequest() {}

  // A failed request's error is logged once, with its stack, by the error handler (plugins/errors.ts).
  override requestCompleted(_error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    if (!this.writes) return;
    request.log.info(
      answeredFields(request.method, request.url, reply.statusCode, reply.elapsedTime, request.ip),
      ANSWERED,
    );
  }
}
