import type { AppContext } from '../../context.js';
import { AppError, forbidden, notFound } from '../../lib/app-error.js';
import { addMinutes } from '../../lib/clock.js';
import { createOpaqueToken, hashToken } from '../../lib/tokens.js';
import { findPendingRegistrations } from './one-time-tokens.repository.js';
import { dummyPasswordHash, verifyPassword } from './password-hashing.js';
import { insertSession, revokeSession, type SessionContext } from './sessions.repository.js';
import { findUserByEmail } from './users.repository.js';

export const LOGIN_SESSION_DAYS = 30;
export const PRIVATE_TOKEN_MINUTES = 15;

const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', 'Email o password errati');

/** POST /api/login/: answers a new opaque session token. */
export async function login(
  ctx: AppContext,
  input: { email: string; password: string; userAgent?: string },
): Promise<{ token: string }> {
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) {
    await throwIfPendingRegistration(ctx, input.email, input.password);
    await verifyPassword(dummyPasswordHash, input.password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw invalidCredentials();
  const token = createOpaqueToken();
  await insertSession(ctx.db, {
    userId: user.id,
    kind: 'login',
    tokenHash: hashToken(token),
    expiresAt: addMinutes(ctx.clock.now(), LOGIN_SESSION_DAYS * 24 * 60),
    userAgent: input.userAgent?.slice(0, 300),
  });
  return { token };
}

/** Someone who registered but has not confirmed is told so, but only with the right password. */
async function throwIfPendingRegistration(ctx: AppContext, email: string, password: string): Promise<void> {
  for (const pending of await findPendingRegistrations(ctx.db, email)) {
    const hash = (pending.payload as { passwordHash?: string } | null)?.passwordHash;
    if (hash && (await verifyPassword(hash, password))) {
      throw new AppError(
        'EMAIL_NOT_VERIFIED',
        'Account non ancora verificato: apri il link che ti abbiamo inviato per e-mail',
      );
    }
  }
}

export async function logout(ctx: AppContext, session: SessionContext): Promise<void> {
  await revokeSession(ctx.db, session.loginSessionId);
}

/** GET /api/generate-private-token/: a short-lived token for admin calls, tied to the login session. */
export async function issuePrivateToken(
  ctx: AppContext,
  session: SessionContext,
): Promise<{ token: string; expiresAt: Date }> {
  if (session.group !== 'admin') throw forbidden();
  const token = createOpaqueToken();
  const expiresAt = addMinutes(ctx.clock.now(), PRIVATE_TOKEN_MINUTES);
  await insertSession(ctx.db, {
    userId: session.userId,
    kind: 'private',
    parentId: session.loginSessionId,
    tokenHash: hashToken(token),
    expiresAt,
  });
  return { token, expiresAt };
}

/** GET /api/user/current-group/{email}: one's own group; an admin may ask about anyone. */
export async function getGroup(ctx: AppContext, session: SessionContext, email: string): Promise<'user' | 'admin'> {
  if (email !== session.email && session.group !== 'admin') throw forbidden();
  if (email === session.email) return session.group;
  const user = await findUserByEmail(ctx.db, email);
  if (!user) throw notFound('Utente non trovato');
  return user.group;
}
