import {
  ConfirmPasswordBody,
  EmailBody,
  EmailParams,
  ErrorCode,
  GroupResponse,
  LoginBody,
  LoginResponse,
  PrivateTokenResponse,
  SuccessResponse,
} from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { AttemptCounter } from '../../lib/limiters.js';
import { currentSession, requireUser } from '../../plugins/auth.js';
import { createPasswordAttempts, TooManyPasswordAttempts } from './password-confirmation.service.js';
import {
  assertAdminLoginSession,
  confirmPassword,
  getGroup,
  issuePrivateToken,
  login,
  logout,
} from './sessions.service.js';

const bearer = [{ bearerAuth: [] }];

/** Wrong passwords one account takes from all addresses together before every attempt waits (429). */
export const ACCOUNT_LOGIN_FAILURES = { max: 20, windowMs: 15 * 60_000 };

export async function sessionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  // Wrong passwords for one account from one address: slowed after 10 in 5 minutes.
  const failedLogins = new AttemptCounter(ctx.limiters.limiter('login:address', { max: 10, windowMs: 5 * 60_000 }));
  // And for one account from anywhere: addresses are cheap to an attacker (proxies, botnets), so an
  // account takes at most 20 wrong guesses in 15 minutes whoever sends them.
  const failedLoginsPerAccount = new AttemptCounter(ctx.limiters.limiter('login:account', ACCOUNT_LOGIN_FAILURES));
  // Wrong passwords typed to confirm a login session, per account: ten in 15 minutes, then 429.
  const confirmationAttempts = createPasswordAttempts(ctx, 'confirm-password');

  app.post('/api/login/', {
    schema: { tags: ['accounts'], summary: 'Log in', body: LoginBody, response: { 200: LoginResponse } },
    // Every attempt from one address counts here; failed guesses at one account are slowed below.
    config: { rateLimit: { max: 100, timeWindow: '5 minutes' } },
    handler: async (request, reply) => {
      const key = `${request.ip}|${request.body.email}`;
      const accountKey = request.body.email;
      // Counted before the password is checked, so that guesses sent all at once stop at the limit too;
      // the same for known and unknown addresses, so the limit tells nothing about who has an account.
      let waitMs = await failedLogins.begin(key);
      if (waitMs === 0) {
        waitMs = await failedLoginsPerAccount.begin(accountKey);
        // Refused by the account's limit: this attempt is not one from this address either.
        if (waitMs > 0) await failedLogins.forgive(key);
      }
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        reply.header('retry-after', seconds);
        throw new AppError(ErrorCode.RATE_LIMITED, `Troppe richieste: riprova tra ${seconds} secondi`);
      }
      try {
        const { token } = await login(ctx, { ...request.body, userAgent: request.headers['user-agent'] });
        await failedLogins.clear(key);
        // The right password is not a failure; the other failures of the window still count.
        await failedLoginsPerAccount.forgive(accountKey);
        return { message: 'Success' as const, token };
      } catch (error) {
        if (!(error instanceof AppError && error.code === ErrorCode.INVALID_CREDENTIALS)) {
          await failedLogins.forgive(key);
          await failedLoginsPerAccount.forgive(accountKey);
        }
        throw error;
      }
    },
  });

  app.get('/api/check/', {
    schema: {
      tags: ['accounts'],
      summary: 'Is the bearer session valid?',
      security: bearer,
      response: { 200: SuccessResponse },
    },
    preHandler: requireUser,
    handler: async () => ({ message: 'Success' as const }),
  });

  app.post('/api/forcelogout/', {
    schema: {
      tags: ['accounts'],
      summary: 'End the bearer session (logout)',
      security: bearer,
      body: EmailBody.partial().nullish(),
      response: { 200: SuccessResponse },
    },
    handler: async (request) => {
      const session = await request.session();
      if (session) await logout(ctx, session);
      return { message: 'Success' as const };
    },
  });

  app.get('/api/generate-private-token/', {
    schema: {
      tags: ['accounts'],
      summary:
        "Short-lived private token for admin calls (an admin's login token only; PASSWORD_CONFIRMATION_REQUIRED an hour after the password was last typed)",
      security: bearer,
      response: { 200: PrivateTokenResponse },
    },
    handler: async (request) => {
      const session = await currentSession(request);
      const { token, expiresAt } = await issuePrivateToken(ctx, session);
      return { message: 'Success' as const, token, expiresAt: expiresAt.toISOString() };
    },
  });

  app.post('/api/confirm-password/', {
    schema: {
      tags: ['accounts'],
      summary:
        "Confirm the password in an admin's login session (login token only), which may then mint private tokens for an hour; answers one",
      security: bearer,
      body: ConfirmPasswordBody,
      response: { 200: PrivateTokenResponse },
    },
    // Every confirmation costs a password hash; wrong passwords have their own, lower, limit per account.
    config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
    // Only an admin's login token, checked before the body is parsed and before the limit counts: a
    // customer or a private token is turned away without spending anyone's allowance.
    onRequest: async (request) => assertAdminLoginSession(await currentSession(request)),
    handler: async (request, reply) => {
      const session = await currentSession(request);
      try {
        const { token, expiresAt } = await confirmPassword(ctx, confirmationAttempts, session, request.body.password);
        return { message: 'Success' as const, token, expiresAt: expiresAt.toISOString() };
      } catch (error) {
        // A refusal for too many wrong passwords says when to come back, as every 429 of the site does.
        if (error instanceof TooManyPasswordAttempts) reply.header('retry-after', error.retryAfterSeconds);
        throw error;
      }
    },
  });

  app.get('/api/user/current-group/:email', {
    schema: {
      tags: ['accounts'],
      summary: 'The group of the logged-in user',
      security: bearer,
      params: EmailParams,
      response: { 200: GroupResponse },
    },
    handler: async (request) => {
      const { group, language } = await getGroup(ctx, await currentSession(request), request.params.email);
      return { message: 'Success' as const, group, language };
    },
  });
}
