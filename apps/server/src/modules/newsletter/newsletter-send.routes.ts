import { NewsletterHistoryResponse, SendNewsletterBody, SendNewsletterResponse } from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import { adminArea } from '../../plugins/admin-area.js';
import { listNewsletterHistory, sendNewsletter } from './newsletter-send.service.js';

/** The newsletter sender (/invianewsletter) and its history. Admins only. */
export async function newsletterSendRoutes(fastify: FastifyInstance) {
  const { app, ctx, docs } = adminArea(fastify, 'newsletter');

  app.post('/api/sendnewsletter', {
    schema: {
      ...docs('Send a newsletter to every confirmed subscriber (queued in the outbox, sent in the background)'),
      body: SendNewsletterBody,
      response: { 200: SendNewsletterResponse },
    },
    handler: async (request) => ({ message: 'Success' as const, ...(await sendNewsletter(ctx, request.body)) }),
  });

  app.get('/api/newsletters', {
    schema: {
      ...docs('Newsletters sent, newest first, with how many messages were queued, sent and failed'),
      response: { 200: NewsletterHistoryResponse },
    },
    handler: async () => listNewsletterHistory(ctx),
  });
}
