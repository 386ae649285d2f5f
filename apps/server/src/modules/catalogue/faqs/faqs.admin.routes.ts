import {
  ContentCreatedResponse,
  DeleteByIdBody,
  FaqFormBody,
  FaqMoveBody,
  FaqUpdateBody,
  SuccessResponse,
} from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../../plugins/auth.js';
import { createFaq, deleteFaq, moveFaq, updateFaq } from './faqs.service.js';

const tags = ['catalogue', 'admin'];
const security = [{ bearerAuth: [] }];

/** Adding and editing FAQs (JSON); admins only, with the private token. */
export async function faqsAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  // Checked on request, before the body is parsed: a stranger learns nothing from validation errors.
  app.addHook('onRequest', requireAdmin);

  app.post('/api/faq', {
    schema: {
      tags,
      security,
      summary: 'Publish a FAQ after the others (answer as plain text)',
      body: FaqFormBody,
      response: { 200: ContentCreatedResponse },
    },
    handler: async (request) => {
      const id = await createFaq(ctx, request.body);
      return { message: 'Success' as const, id };
    },
  });

  app.put('/api/faq', {
    schema: {
      tags,
      security,
      summary: 'Save a FAQ (question, answer, idFaq)',
      body: FaqUpdateBody,
      response: { 200: SuccessResponse },
    },
    handler: async (request) => {
      const { idFaq, ...faq } = request.body;
      await updateFaq(ctx, idFaq, faq);
      return { message: 'Success' as const };
    },
  });

  app.put('/api/faq/move', {
    schema: {
      tags,
      security,
      summary: 'Move a FAQ to another place in the list (to: its new index, from 0)',
      body: FaqMoveBody,
      response: { 200: SuccessResponse },
    },
    handler: async (request) => {
      await moveFaq(ctx, request.body.idFaq, request.body.to);
      return { message: 'Success' as const };
    },
  });

  app.delete('/api/faq', {
    schema: { tags, security, summary: 'Delete a FAQ', body: DeleteByIdBody, response: { 200: SuccessResponse } },
    handler: async (request) => {
      await deleteFaq(ctx, request.body.id);
      return { message: 'Success' as const };
    },
  });
}
