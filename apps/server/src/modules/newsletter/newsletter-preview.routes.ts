import { NewsletterDraftBody, NewsletterPreviewResponse, NewsletterTestResponse } from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import { adminArea } from '../../plugins/admin-area.js';
import { currentSession } from '../../plugins/auth.js';
import { newsletterTester, previewNewsletter } from './newsletter-preview.service.js';

/** Before a newsletter goes out: its preview, with the number of recipients, and a test copy. Admins only. */
export async function newsletterPreviewRoutes(fastify: FastifyInstance) {
  const { app, ctx, docs } = adminArea(fastify, 'newsletter');
  const sendTest = newsletterTester(ctx);

  app.post('/api/newsletter/preview', {
    schema: {
      ...docs('The draft as the e-mail will look (HTML), and how many confirmed subscribers a send reaches'),
      body: NewsletterDraftBody,
      response: { 200: NewsletterPreviewResponse },
    },
    handler: async (request) => ({ message: 'Success' as const, ...(await previewNewsletter(ctx, request.body)) }),
  });

  app.post('/api/newsletter/test', {
    schema: {
      ...docs('Send one copy of the draft to the admin’s own address, through the outbox'),
      body: NewsletterDraftBody,
      response: { 200: NewsletterTestResponse },
    },
    handler: async (request) => {
      const session = await currentSession(request);
      return { message: 'Success' as const, ...(await sendTest(request.body, session)) };
    },
  });
}
