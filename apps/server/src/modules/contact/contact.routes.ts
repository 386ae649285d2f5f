import { ContactBody, ModuleBody, SuccessResponse } from '@cammini/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../lib/request-language.js';
import { type FormSender, submitContactMessage, submitModule } from './contact.service.js';

/** Each form costs a stored row and an e-mail to the owner: 5 per 10 minutes per address (per account when logged in). */
const formRateLimit = { max: 5, timeWindow: '10 minutes' };

/** Anyone may write; a logged-in sender's bearer token makes the message that account's own. */
const optionalBearer: Record<string, string[]>[] = [{ bearerAuth: [] }, {}];

/** The site's language and the account of a valid session; no session (or a lapsed one) is a visitor. */
async function senderOf(request: FastifyRequest): Promise<FormSender> {
  const session = await request.session();
  return { language: requestLanguage(request), userId: session?.userId ?? null };
}

export async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.post('/send-email', {
    schema: {
      tags: ['contact'],
      summary: 'Contact form (/contatti): stored and e-mailed to the owner; a logged-in sender’s own message',
      security: optionalBearer,
      body: ContactBody,
      response: { 200: SuccessResponse },
    },
    config: { rateLimit: formRateLimit },
    handler: async (request) => {
      await submitContactMessage(ctx, request.body, await senderOf(request));
      return { message: 'Success' as const };
    },
  });

  app.post('/api/module/', {
    schema: {
      tags: ['contact'],
      summary: 'Contact module (/modulo): stored and e-mailed to the owner; a logged-in sender’s own message',
      security: optionalBearer,
      body: ModuleBody,
      response: { 200: SuccessResponse },
    },
    config: { rateLimit: formRateLimit },
    handler: async (request) => {
      await submitModule(ctx, request.body, await senderOf(request));
      return { message: 'Success' as const };
    },
  });
}
