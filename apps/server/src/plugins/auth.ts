import { ErrorCode } from '@cammini/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden, unauthorized } from '../lib/app-error.js';
import type { SessionContext } from '../lib/session-context.js';
import { hashToken } from '../lib/tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session behind the bearer token, or null; resolved on demand, once per request. */
    session(): Promise<SessionContext | null>;
  }
}

const sessionCache = new WeakMap<FastifyRequest, Promise<SessionContext | null>>();

/**
 * The one shape of an Authorization header: the scheme (case-insensitive, RFC 9110), one space and
 * a token as `createOpaqueToken` makes them (32 random bytes, base64url). Anything else (trailing
 * junk, extra spaces, a second token, another scheme) is refused rather than read: a lenient
 * parser let `Bearer <token> x` reach the same session as the token alone while looking like a
 * different caller to whatever keyed on the header's text.
 */
const BEARER_HEADER = /^bearer ([A-Za-z0-9_-]{43})$/i;
/** What logged-out clients of the old web app sent instead of leaving the header out. */
const NO_TOKEN = /^bearer (null|undefined)$/i;

/** The token of a well-formed header; null without one; `'malformed'` for a header of any other shape. */
export function parseAuthorization(header: string | undefined): string | null | 'malformed' {
  if (header === undefined || NO_TOKEN.test(header)) return null;
  return BEARER_HEADER.exec(header)?.[1] ?? 'malformed';
}

export function bearerToken(request: FastifyRequest): string | null {
  const token = parseAuthorization(request.headers.authorization);
  return token === 'malformed' ? null : token;
}

/** Any valid session of a logged-in user. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const session = await request.session();
  if (!session) throw unauthorized();
}

/** Admin-only routes need the short-lived private token of an admin. */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const session = await request.session();
  if (!session) throw unauthorized();
  if (session.group !== 'admin') throw forbidden();
  if (session.kind !== 'private') throw forbidden('Token privato richiesto');
}

export async function currentSession(request: FastifyRequest): Promise<SessionContext> {
  const session = await request.session();
  if (!session) throw unauthorized();
  return session;
}

export interface AuthOptions {
  /** The live session whose token hashes to this, or null (the accounts module owns sessions). */
  findSession(tokenHash: string): Promise<SessionContext | null>;
}

export default fp(async function auth(app: FastifyInstance, options: AuthOptions) {
  // Before anything else looks at the request (cached answers, rate limits, routes): a malformed
  // header is a broken or probing client, and it is told so on every route.
  app.addHook('onRequest', (request, _reply, done) => {
    if (parseAuthorization(request.headers.authorization) !== 'malformed') return done();
    done(
      new AppError(ErrorCode.AUTHORIZATION_MALFORMED, 'Intestazione Authorization non valida: usa "Bearer <token>"'),
    );
  });
  app.decorateRequest('session', function (this: FastifyRequest) {
    let pending = sessionCache.get(this);
    if (!pending) {
      const token = bearerToken(this);
      pending = token ? options.findSession(hashToken(token)) : Promise.resolve(null);
      sessionCache.set(this, pending);
    }
    return pending;
  });
});
