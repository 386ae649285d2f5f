import { NewsletterDraftBody, NewsletterPreviewResponse, NewsletterTestResponse } from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentSession, requireAdmin } from '../../plugins/auth.js';
import { newsletterTester, previewNewsletter } from './newsletter-preview.service.js';

/** Before a newsletter goes out: its preview, with the number of recipients, and a test copy. Admins only. */
export async function newsletterPreviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  app.addHook('onRequest', requireAdmin);
  const sendTest = newsletterTester(ctx);

  app.post('/api/newsletter/preview', {
    schema: {
      tags: ['newsletter', 'admin'],
      summary: 'The draft as the e-mail will look (HTML), and how many confirmed subscribers a send reaches',
      security: [{ bearerAuth: [] }],
      body: NewsletterDraftBody,
      response: { 200: NewsletterPreviewResponse },
    },
    handler: async (request) => ({ message: 'Success' as const, ...(await previewNewsletter(ctx, request.body)) }),
  });

  app.post('/api/newsletter/test', {
    schema: {
      tags: ['newsletter', 'admin'],
      summary: 'Send one copy of the draft to the admin’s own address, through the outbox',
      security: [{ bearerAuth: [] }],
      body: NewsletterDraftBody,
      response: { 200: NewsletterTestResponse },
    },
    handler: async (request) => {
      const session = await currentSession(request);
      return { message: 'Success' as const, ...(await sendTest(request.body, session)) };
    },
  });
}
