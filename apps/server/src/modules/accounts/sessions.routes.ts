import {
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
import { currentSession, requireUser } from '../../plugins/auth.js';
import { FailedLoginLimiter } from './failed-login-limiter.js';
import { getGroup, issuePrivateToken, login, logout } from './sessions.service.js';

const bearer = [{ bearerAuth: [] }];

export async function sessionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const failedLogins = new FailedLoginLimiter({ maxFailures: 10, windowMs: 5 * 60_000 });

  app.post('/api/login/', {
    schema: { tags: ['accounts'], summary: 'Log in', body: LoginBody, response: { 200: LoginResponse } },
    // Every attempt from one address counts here; failed guesses at one account are slowed below.
    config: { rateLimit: { max: 100, timeWindow: '5 minutes' } },
    handler: async (request, reply) => {
      const key = `${request.ip}|${request.body.email}`;
      // Counted before the password is checked, so that guesses sent all at once stop at the limit too.
      const waitMs = failedLogins.beginAttempt(key);
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        reply.header('retry-after', seconds);
        throw new AppError(ErrorCode.RATE_LIMITED, `Troppe richieste: riprova tra ${seconds} secondi`);
      }
      try {
        const { token } = await login(ctx, { ...request.body, userAgent: request.headers['user-agent'] });
        failedLogins.clear(key);
        return { message: 'Success' as const, token };
      } catch (error) {
        if (!(error instanceof AppError && error.code === ErrorCode.INVALID_CREDENTIALS)) failedLogins.forgive(key);
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
      summary: 'Short-lived private token for admin calls (admins only)',
      security: bearer,
      response: { 200: PrivateTokenResponse },
    },
    handler: async (request) => {
      const session = await currentSession(request);
      const { token, expiresAt } = await issuePrivateToken(ctx, session);
      return { message: 'Success' as const, token, expiresAt: expiresAt.toISOString() };
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
      const group = await getGroup(ctx, await currentSession(request), request.params.email);
      return { message: 'Success' as const, group };
    },
  });
}
