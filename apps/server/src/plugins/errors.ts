import { type ApiErrorBody, ErrorCode, problemsOfIssues } from '@cammini/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, INVALID_FIELDS_MESSAGE } from '../lib/app-error.js';

interface ErrorAnswer {
  statusCode: number;
  body: ApiErrorBody;
}

const knownClientErrors: Record<number, { error: string; message: string }> = {
  400: { error: ErrorCode.VALIDATION, message: 'Richiesta non valida' },
  401: { error: ErrorCode.UNAUTHORIZED, message: 'Accesso richiesto' },
  403: { error: ErrorCode.FORBIDDEN, message: 'Operazione non consentita' },
  404: { error: ErrorCode.NOT_FOUND, message: 'Risorsa non trovata' },
  405: { error: 'METHOD_NOT_ALLOWED', message: 'Metodo non consentito' },
  406: { error: 'NOT_ACCEPTABLE', message: 'Formato non disponibile' },
  413: { error: ErrorCode.PAYLOAD_TOO_LARGE, message: 'Il contenuto inviato è troppo grande' },
  414: { error: 'URI_TOO_LONG', message: 'Indirizzo troppo lungo' },
  415: { error: ErrorCode.UNSUPPORTED_MEDIA_TYPE, message: 'Tipo di contenuto non supportato' },
  429: { error: ErrorCode.RATE_LIMITED, message: 'Troppe richieste: riprova tra poco' },
};

/**
 * PostgreSQL cannot store some characters (U+0000 above all) in text, and says so with these
 * codes: text the validators let through but no row can hold is the client's mistake, not ours.
 */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

function isUnstorableText(error: Error): boolean {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  const code = (error as { code?: unknown }).code ?? cause?.code;
  return typeof code === 'string' && UNSTORABLE_TEXT_CODES.has(code);
}

/** The one place where a thrown error becomes an HTTP answer; 5xx details never leave the server. */
export function toErrorAnswer(error: FastifyError | Error): ErrorAnswer {
  if (error instanceof AppError) {
    return {
      statusCode: error.statusCode,
      body: {
        message: error.message,
        error: error.code,
        ...(error.fields ? { fields: error.fields } : {}),
        ...(error.courses ? { courses: error.courses } : {}),
      },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      ...issue.params,
      code: issue.keyword,
      message: issue.message,
      path: issue.instancePath.split('/').filter(Boolean),
    }));
    return {
      statusCode: 400,
      body: {
        message: INVALID_FIELDS_MESSAGE,
        error: ErrorCode.VALIDATION,
        fields: problemsOfIssues(issues, error.validationContext ?? 'body'),
      },
    };
  }
  if (isUnstorableText(error)) {
    return {
      statusCode: 400,
      body: { message: 'Il testo contiene caratteri non ammessi', error: ErrorCode.VALIDATION },
    };
  }
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (isResponseSerializationError(error) || status >= 500) {
    return { statusCode: 500, body: { message: 'Errore interno del server', error: ErrorCode.INTERNAL } };
  }
  const known = knownClientErrors[status] ?? knownClientErrors[400]!;
  return { statusCode: status, body: { error: known.error, message: known.message } };
}

/** Sends the answer of an error; also what the router's own errors (a bad URL) go through, see app.ts. */
export function sendError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const answer = toErrorAnswer(error);
  if (answer.statusCode >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ code: answer.body.error, statusCode: answer.statusCode }, error.message);
  if (error instanceof AppError && error.retryAfterSeconds !== undefined) {
    reply.header('retry-after', error.retryAfterSeconds);
  }
  // An error is about this request only, even on a route whose answers are public.
  return reply.status(answer.statusCode).header('cache-control', 'no-store').send(answer.body);
}

export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler(sendError);
});
