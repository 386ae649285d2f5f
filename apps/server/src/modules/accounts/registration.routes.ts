import { RegisterBody, SuccessResponse, TokenBody } from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../lib/request-language.js';
import { completeRegistration, startRegistration } from './registration.service.js';

export async function registrationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.post('/api/generate-token/', {
    schema: {
      tags: ['accounts'],
      summary: 'Register: holds the form and e-mails a verification link',
      body: RegisterBody,
      response: { 200: SuccessResponse },
    },
    config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
    handler: async (request) => {
      await startRegistration(ctx, request.body, requestLanguage(request));
      return { message: 'Success' as const };
    },
  });

  app.post('/api/register', {
    schema: {
      tags: ['accounts'],
      summary: 'Confirm an e-mail address with the link token; creates the account',
      body: TokenBody,
      response: { 200: SuccessResponse },
    },
    config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
    handler: async (request) => {
      await completeRegistration(ctx, request.body.token);
      return { message: 'Success' as const };
    },
  });
}
