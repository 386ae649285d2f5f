import { ErrorCode, type Language } from '@cammini/contract';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { AppError, forbidden, notFound, unauthorized } from '../../lib/app-error.js';
import { addMinutes } from '../../lib/clock.js';
import { createOpaqueToken, hashToken } from '../../lib/tokens.js';
import { findPendingRegistrations } from './one-time-tokens.repository.js';
import { confirmCurrentPassword, type PasswordAttempts } from './password-confirmation.service.js';
import { dummyPasswordHash, verifyPassword } from './password-hashing.js';
import {
  insertSession,
  markPasswordConfirmed,
  passwordConfirmedWithin,
  revokeSession,
  type SessionContext,
} from './sessions.repository.js';
import { findUserByEmail } from './users.repository.js';

/** The session behind a bearer token, for the auth plugin. */
export { findActiveSession } from './sessions.repository.js';

export const LOGIN_SESSION_DAYS = 30;
export const PRIVATE_TOKEN_MINUTES = 15;
/**
 * How long after the password was last typed in a login session (at login, or confirmed since) that
 * session may still mint private tokens. An admin at work types it about once an hour (four private
 * tokens); a thief holding a stolen login token, which lives 30 days, gets at most what is left of
 * that hour, plus the last token's 15 minutes, and then needs the password.
 */
export const PASSWORD_CONFIRMATION_MINUTES = 60;

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
    // Typing the password to log in is the session's first confirmation of it.
    passwordConfirmedAt: ctx.clock.now(),
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

interface PrivateToken {
  token: string;
  expiresAt: Date;
}

/**
 * Only an admin's login token asks for private tokens: a private token minting another would be a spare
 * key that outlives its 15 minutes for as long as the login does.
 */
export function assertAdminLoginSession(session: SessionContext): void {
  if (session.group !== 'admin') throw forbidden();
  if (session.kind !== 'login') {
    throw new AppError(
      ErrorCode.LOGIN_TOKEN_REQUIRED,
      'Un token privato non genera altri token: serve il token di accesso',
    );
  }
}

async function insertPrivateToken(db: Executor, now: Date, session: SessionContext): Promise<PrivateToken> {
  const token = createOpaqueToken();
  const expiresAt = addMinutes(now, PRIVATE_TOKEN_MINUTES);
  await insertSession(db, {
    userId: session.userId,
    kind: 'private',
    parentId: session.loginSessionId,
    tokenHash: hashToken(token),
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * GET /api/generate-private-token/: a short-lived token for admin calls, tied to the login session, while
 * the session's password was typed within PASSWORD_CONFIRMATION_MINUTES; after that, confirmPassword.
 */
export async function issuePrivateToken(ctx: AppContext, session: SessionContext): Promise<PrivateToken> {
  assertAdminLoginSession(session);
  if (
    !(await passwordConfirmedWithin(ctx.db, session.loginSessionId, PASSWORD_CONFIRMATION_MINUTES, ctx.clock.now()))
  ) {
    throw new AppError(ErrorCode.PASSWORD_CONFIRMATION_REQUIRED, 'Conferma la tua password per continuare');
  }
  return insertPrivateToken(ctx.db, ctx.clock.now(), session);
}

/**
 * POST /api/confirm-password/: the admin types the password again in this login session, which may then
 * mint private tokens for another PASSWORD_CONFIRMATION_MINUTES; answers the first of them. Wrong
 * passwords are counted per account (confirmCurrentPassword), so a stolen login token cannot guess here.
 */
export async function confirmPassword(
  ctx: AppContext,
  attempts: PasswordAttempts,
  session: SessionContext,
  password: string,
): Promise<PrivateToken> {
  // Checked before the password: a customer's session cannot use this route to try passwords at all.
  assertAdminLoginSession(session);
  await confirmCurrentPassword(ctx, attempts, { userId: session.userId, password });
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    // Ended meanwhile (a logout in another tab): nothing to confirm, and no token for it.
    if (!(await markPasswordConfirmed(tx, session.loginSessionId, now))) throw unauthorized();
    return insertPrivateToken(tx, now, session);
  });
}

/** GET /api/user/current-group/{email}: one's own group; an admin may ask about anyone. */
export async function getGroup(
  ctx: AppContext,
  session: SessionContext,
  email: string,
): Promise<{ group: 'user' | 'admin'; language: Language }> {
  if (email !== session.email && session.group !== 'admin') throw forbidden();
  if (email === session.email) return { group: session.group, language: session.language };
  const user = await findUserByEmail(ctx.db, email);
  if (!user) throw notFound('Utente non trovato');
  return { group: user.group, language: user.language };
}
