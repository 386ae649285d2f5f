import { ChangePasswordBody, EmailBody, ResetBody, SuccessResponse, TokenParams } from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentSession } from '../../plugins/auth.js';
import { changePassword, checkResetToken, requestPasswordReset, resetPassword } from './passwords.service.js';

export async function passwordsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const success = { message: 'Success' as const };

  app.post('/api/reset-password/', {
    schema: {
      tags: ['accounts'],
      summary: 'E-mail a password reset link (same answer for unknown addresses)',
      body: EmailBody,
      response: { 200: SuccessResponse },
    },
    config: { rateLimit: { max: 5, timeWindow: '15 minutes' } },
    handler: async (request) => {
      await requestPasswordReset(ctx, request.body.email);
      return success;
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
    handler: async (request) => {
      await changePassword(ctx, await currentSession(request), request.body);
      return success;
    },
  });
}
