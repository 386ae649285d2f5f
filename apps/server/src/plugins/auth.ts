import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import { forbidden, unauthorized } from '../lib/app-error.js';
import { hashToken } from '../lib/tokens.js';
import { findActiveSession, type SessionContext } from '../modules/accounts/sessions.repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session behind the bearer token, or null; resolved on demand, once per request. */
    session(): Promise<SessionContext | null>;
  }
}

const sessionCache = new WeakMap<FastifyRequest, Promise<SessionContext | null>>();

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token || token === 'null' || token === 'undefined') return null;
  return token.length <= 200 ? token : null;
}

/** Any valid session of a logged-in user. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const session = await request.session();
  if (!session) throw unauthorized();
}

/** Admin-only routes need the short-lived private token of an admin (DESIGN §5). */
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

export default fp(async function auth(app: FastifyInstance, options: { db: Database }) {
  app.decorateRequest('session', function (this: FastifyRequest) {
    let pending = sessionCache.get(this);
    if (!pending) {
      const token = bearerToken(this);
      pending = token ? findActiveSession(options.db, hashToken(token)) : Promise.resolve(null);
      sessionCache.set(this, pending);
    }
    return pending;
  });
});
