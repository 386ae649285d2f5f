import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { redactUrl } from './log-redaction.js';

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
