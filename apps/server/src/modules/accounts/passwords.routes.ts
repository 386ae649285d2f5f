import {
  ChangePasswordBody,
  EmailBody,
  isSingleLine,
  ResetBody,
  SuccessResponse,
  TokenParams,
} from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentSession, requireUser } from '../../plugins/auth.js';
import { changePassword, checkResetToken, requestPasswordReset, resetPassword } from './passwords.service.js';

export async function passwordsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const success = { message: 'Success' as const };

  app.post('/api/reset-password/', {
    schema: {
      tags: ['accounts'],
      summary: 'E-mail a password reset link (same answer, in the same time, for unknown addresses)',
      body: EmailBody,
      response: { 200: SuccessResponse },
    },
    config: { rateLimit: { max: 5, timeWindow: '15 minutes' } },
    // Nothing is looked up before answering: the link and its e-mail are made once the answer has gone.
    handler: async () => success,
    onResponse: (request, reply, done) => {
      const { email } = request.body;
      // No account has an address with control characters (the database could not even look one up).
      if (reply.statusCode === 200 && isSingleLine(email)) {
        app.afterAnswer.run(() => requestPasswordReset(ctx, email), request.log);
      }
      done();
    },
  });

  app.get('/api/check-reset-token/:token', {
    schema: {
      tags: ['accounts'],
      summary: 'Is a reset link still usable?',
      params: TokenParams,
      response: { 200: SuccessResponse },
    },
    config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
    handler: async (request) => {
      await checkResetToken(ctx, request.params.token);
      return success;
    },
  });

  app.put('/api/reset/', {
    schema: {
      tags: ['accounts'],
      summary: 'Set a new password with a reset link',
      body: ResetBody,
      response: { 200: SuccessResponse },
    },
    config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    handler: async (request) => {
      await resetPassword(ctx, request.body.token, request.body.password);
      return success;
    },
  });

  app.put('/api/user/password/', {
    schema: {
      tags: ['accounts'],
      summary: 'Change the password (needs the current one)',
      security: [{ bearerAuth: [] }],
      body: ChangePasswordBody,
      response: { 200: SuccessResponse },
    },
    config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    // A visitor is refused before the limit counts: a refused call changes nothing, not even a counter.
    onRequest: requireUser,
    handler: async (request) => {
      await changePassword(ctx, await currentSession(request), request.body);
      return success;
    },
  });
}
