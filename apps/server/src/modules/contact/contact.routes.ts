import { ContactBody, ModuleBody, SuccessResponse } from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../lib/request-language.js';
import { submitContactMessage, submitModule } from './contact.service.js';

/** Each form costs a stored row and an e-mail to the owner: 5 per 10 minutes per address. */
const formRateLimit = { max: 5, timeWindow: '10 minutes' };

export async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.post('/send-email', {
    schema: {
      tags: ['contact'],
      summary: 'Contact form (/contatti): stored and e-mailed to the owner',
      body: ContactBody,
      response: { 200: SuccessResponse },
    },
    config: { rateLimit: formRateLimit },
    handler: async (request) => {
      await submitContactMessage(ctx, request.body, requestLanguage(request));
      return { message: 'Success' as const };
    },
  });

  app.post('/api/module/', {
    schema: {
      tags: ['contact'],
      summary: 'Contact module (/modulo): stored and e-mailed to the owner',
      body: ModuleBody,
      response: { 200: SuccessResponse },
    },
    config: { rateLimit: formRateLimit },
    handler: async (request) => {
      await submitModule(ctx, request.body, requestLanguage(request));
      return { message: 'Success' as const };
    },
  });
}
