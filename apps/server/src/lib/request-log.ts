import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino from 'pino';
import { redactUrl } from './log-redaction.js';

/** A request's id: the caller's `x-request-id` when it is a plain token (a balancer's), else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
}

export const ANSWERED = 'request completed';

/** The facts of the one line written per answered request, as they were when it was answered. */
export interface Answered {
  method: string;
  url: string;
  statusCode: number;
  ms: number;
  /** The client's address; left out of the line when unknown. */
  ip: string | undefined;
}

const { chindingsSym, streamSym, timeSym } = pino.symbols;
const INFO = pino.levels.values.info!;

/** A pino logger, seen through the symbols pino exports for integrations. */
interface PinoLogger {
  isLevelEnabled(level: string): boolean;
  [key: symbol]: unknown;
}

/**
 * Writes `log.info({ reqId, method, url, statusCode, ms, ip }, ANSWERED)` as pino writes it (same
 * fields, order, bindings, time and stream), the URL's tokens redacted. The line is built here rather
 * than by pino's generic object walk, which costs twice as much for the one line every request writes
 * (docs/decisions.md, "The request line"); `reqId` is given when `log` is not the request's own logger.
 * Nothing is written when the logger is off or below `info`.
 */
export function logAnswered(log: FastifyBaseLogger, answered: Answered, reqId?: string): void {
  const pinoLog = log as unknown as PinoLogger;
  const stream = pinoLog[streamSym] as { write(line: string): void } | undefined;
  if (!stream || !pinoLog.isLevelEnabled('info')) return;
  const time = (pinoLog[timeSym] as () => string).call(pinoLog);
  const bindings = pinoLog[chindingsSym] as string;
  const { method, url, statusCode, ms, ip } = answered;
  stream.write(
    `{"level":${INFO}${time}${bindings}` +
      (reqId === undefined ? '' : `,"reqId":${JSON.stringify(reqId)}`) +
      `,"method":${JSON.stringify(method)},"url":${JSON.stringify(redactUrl(url))},"statusCode":${statusCode}` +
      `,"ms":${Math.round(ms * 10) / 10}${ip === undefined ? '' : `,"ip":${JSON.stringify(ip)}`}` +
      `,"msg":"${ANSWERED}"}\n`,
  );
}

/**
 * One line per answered request, written once the answer has left. Fastify's own pair of lines (one
 * as the request arrives, one as it is answered) doubles the cost of logging for no more facts.
 */
export class OneLinePerRequest extends LogController {
  /** Whether the log's level lets `info` lines through: below it the line's facts are not even read. */
  private readonly writes: boolean;

  constructor(level: string) {
    super();
    this.writes = level in pino.levels.values && pino.levels.values[level]! <= INFO;
  }

  override incomingRequest() {}

  // A failed request's error is logged once, with its stack, by the error handler (plugins/errors.ts).
  override requestCompleted(_error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    if (!this.writes) return;
    const { method, url, ip } = request;
    logAnswered(request.log, { method, url, statusCode: reply.statusCode, ms: reply.elapsedTime, ip });
  }
}
