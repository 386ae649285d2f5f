import { NewsletterHistoryResponse, SendNewsletterBody, SendNewsletterResponse } from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/auth.js';
import { listNewsletterHistory, sendNewsletter } from './newsletter-send.service.js';

/** The newsletter sender (/invianewsletter) and its history. Admins only. */
export async function newsletterSendRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  app.addHook('onRequest', requireAdmin);

  app.post('/api/sendnewsletter', {
    schema: {
      tags: ['newsletter', 'admin'],
      summary: 'Send a newsletter to every confirmed subscriber (queued in the outbox, sent in the background)',
      security: [{ bearerAuth: [] }],
      body: SendNewsletterBody,
      response: { 200: SendNewsletterResponse },
    },
    handler: async (request) => ({ message: 'Success' as const, ...(await sendNewsletter(ctx, request.body)) }),
  });

  app.get('/api/newsletters', {
    schema: {
      tags: ['newsletter', 'admin'],
      summary: 'Newsletters sent, newest first, with how many messages were queued, sent and failed',
      security: [{ bearerAuth: [] }],
      response: { 200: NewsletterHistoryResponse },
    },
    handler: async () => listNewsletterHistory(ctx),
  });
}
