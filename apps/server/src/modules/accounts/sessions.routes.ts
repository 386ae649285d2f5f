import {
  ConfirmPasswordBody,
  EmailBody,
  EmailParams,
  GroupResponse,
  LoginBody,
  LoginResponse,
  PrivateTokenResponse,
  SuccessResponse,
} from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentSession, requireUser } from '../../plugins/auth.js';
import { bearerRouteDocs } from '../../plugins/route-docs.js';
import { createLoginLimits } from './login-limits.service.js';
import { createPasswordAttempts } from './password-confirmation.service.js';
import {
  assertAdminLoginSession,
  confirmPassword,
  getGroup,
  issuePrivateToken,
  login,
  logout,
} from './sessions.service.js';

const docs = bearerRouteDocs('accounts');

export async function sessionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const limitedLogin = createLoginLimits(ctx);
  // Wrong passwords typed to confirm a login session, per account: ten in 15 minutes, then 429.
  const confirmationAttempts = createPasswordAttempts(ctx, 'confirm-password');

  app.post('/api/login/', {
    schema: { tags: ['accounts'], summary: 'Log in', body: LoginBody, response: { 200: LoginResponse } },
    // Every attempt from one address counts here; failed guesses at one account are slowed by limitedLogin.
    config: { rateLimit: { max: 100, timeWindow: '5 minutes' } },
    handler: async (request) => {
      const { token } = await limitedLogin({ address: request.ip, email: request.body.email }, () =>
        login(ctx, { ...request.body, userAgent: request.headers['user-agent'] }),
      );
      return { message: 'Success' as const, token };
    },
  });

  app.get('/api/check/', {
    schema: {
      ...docs('Is the bearer session valid?'),
      response: { 200: SuccessResponse },
    },
    preHandler: requireUser,
    handler: async () => ({ message: 'Success' as const }),
  });

  app.post('/api/forcelogout/', {
    schema: {
      ...docs('End the bearer session (logout)'),
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
      ...docs(
        "Short-lived private token for admin calls (an admin's login token only; PASSWORD_CONFIRMATION_REQUIRED an hour after the password was last typed)",
      ),
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
      ...docs(
        "Confirm the password in an admin's login session (login token only), which may then mint private tokens for an hour; answers one",
      ),
      body: ConfirmPasswordBody,
      response: { 200: PrivateTokenResponse },
    },
    // Every confirmation costs a password hash; wrong passwords have their own, lower, limit per account.
    config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
    // Only an admin's login token, checked before the body is parsed and before the limit counts: a
    // customer or a private token is turned away without spending anyone's allowance.
    onRequest: async (request) => assertAdminLoginSession(await currentSession(request)),
    handler: async (request) => {
      const session = await currentSession(request);
      const { token, expiresAt } = await confirmPassword(ctx, confirmationAttempts, session, request.body.password);
      return { message: 'Success' as const, token, expiresAt: expiresAt.toISOString() };
    },
  });

  app.get('/api/user/current-group/:email', {
    schema: {
      ...docs('The group of the logged-in user'),
      params: EmailParams,
      response: { 200: GroupResponse },
    },
    handler: async (request) => {
      const { group, language } = await getGroup(ctx, await currentSession(request), request.params.email);
      return { message: 'Success' as const, group, language };
    },
  });
}
