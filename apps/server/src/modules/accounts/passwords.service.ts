import { RESET_TOKEN_MINUTES } from '@cammini/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { addMinutes } from '../../lib/clock.js';
import { assertUncommonPassword } from '../../lib/password-policy.js';
import { createOpaqueToken, hashToken } from '../../lib/tokens.js';
import { enqueueMail } from '../mail/mail.service.js';
import { passwordChangedMail, passwordResetMail } from './account-mails.js';
import {
  consumeOneTimeToken,
  expireUnusedTokens,
  expireUserTokens,
  findOneTimeToken,
  insertOneTimeToken,
  type OneTimeTokenRow,
} from './one-time-tokens.repository.js';
import { hashPassword, verifyPassword } from './password-hashing.js';
import { revokeUserSessions, type SessionContext } from './sessions.repository.js';
import { findUserByEmail, findUserById, updateUser } from './users.repository.js';

const invalidToken = () => new AppError('TOKEN_INVALID', 'Link non valido o già usato');

/**
 * The work of POST /api/reset-password/, done after the answer is sent (passwords.routes.ts), so a
 * known and an unknown address answer alike and in the same time: the link and its e-mail are made
 * here, or nothing happens.
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const token = createOpaqueToken();
  await ctx.db.transaction(async (tx) => {
    await expireUnusedTokens(tx, 'reset_password', user.email);
    await insertOneTimeToken(tx, {
      purpose: 'reset_password',
      tokenHash: hashToken(token),
      email: user.email,
      userId: user.id,
      expiresAt: addMinutes(ctx.clock.now(), RESET_TOKEN_MINUTES),
    });
    const url = `${ctx.config.publicUrl}/recoverypassword/${token}`;
    await enqueueMail(tx, passwordResetMail(user.email, user.language, user.name, url));
  });
  ctx.mail.nudge();
}

async function getUsableResetToken(ctx: AppContext, token: string): Promise<OneTimeTokenRow & { userId: number }> {
  const row = await findOneTimeToken(ctx.db, 'reset_password', hashToken(token));
  if (!row || row.usedAt || row.userId === null) throw invalidToken();
  if (row.expiresAt <= ctx.clock.now()) throw new AppError('TOKEN_EXPIRED', 'Il link è scaduto: richiedine uno nuovo');
  return { ...row, userId: row.userId };
}

/** GET /api/check-reset-token/{token}: lets the page show the form or the invalid-link message. */
export async function checkResetToken(ctx: AppContext, token: string): Promise<void> {
  await getUsableResetToken(ctx, token);
}

/** PUT /api/reset/: sets the password once and ends every session of the account. */
export async function resetPassword(ctx: AppContext, token: string, password: string): Promise<void> {
  const row = await getUsableResetToken(ctx, token);
  const user = await findUserById(ctx.db, row.userId);
  if (!user) throw invalidToken();
  assertUncommonPassword(password, [user.email, user.name, user.surname], 'body.password');
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    if (!(await consumeOneTimeToken(tx, row.id))) throw invalidToken();
    await updateUser(tx, user.id, { passwordHash });
    await expireUserTokens(tx, 'reset_password', user.id);
    await revokeUserSessions(tx, user.id);
    await enqueueMail(tx, passwordChangedMail(user.email, user.language, user.name, `${ctx.config.publicUrl}/login`));
  });
  ctx.mail.nudge();
}

/** PUT /api/user/password/: needs the current password; other sessions are logged out. */
export async function changePassword(
  ctx: AppContext,
  session: SessionContext,
  input: { oldPassword: string; newPassword: string },
): Promise<void> {
  const user = await findUserById(ctx.db, session.userId);
  if (!user) throw invalidToken();
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
    throw new AppError('WRONG_PASSWORD', 'La password attuale non è corretta');
  }
  if (input.oldPassword === input.newPassword) {
    throw new AppError('SAME_PASSWORD', 'La nuova password deve essere diversa da quella attuale');
  }
  assertUncommonPassword(input.newPassword, [user.email, user.name, user.surname], 'body.newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    // A reset link mailed before (to a mailbox someone else may read) must not undo this change.
    await expireUserTokens(tx, 'reset_password', user.id);
    await revokeUserSessions(tx, user.id, session.loginSessionId);
    await enqueueMail(tx, passwordChangedMail(user.email, user.language, user.name, `${ctx.config.publicUrl}/login`));
  });
  ctx.mail.nudge();
}
