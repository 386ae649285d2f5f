import {
  ContentCreatedResponse,
  DeleteByIdBody,
  FaqFormBody,
  FaqMoveBody,
  FaqUpdateBody,
  SuccessResponse,
} from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import { created, succeeded } from '../../../lib/success-answer.js';
import { adminArea } from '../../../plugins/admin-area.js';
import { createFaq, deleteFaq, moveFaq, updateFaq } from './faqs.service.js';

/** Adding and editing FAQs (JSON); admins only, with the private token. */
export async function faqsAdminRoutes(fastify: FastifyInstance) {
  const { app, ctx, docs } = adminArea(fastify, 'catalogue');

  app.post('/api/faq', {
    schema: {
      ...docs('Publish a FAQ after the others (answer as plain text)'),
      body: FaqFormBody,
      response: { 200: ContentCreatedResponse },
    },
    handler: (request) => created(createFaq(ctx, request.body)),
  });

  app.put('/api/faq', {
    schema: {
      ...docs('Save a FAQ (question, answer, idFaq)'),
      body: FaqUpdateBody,
      response: { 200: SuccessResponse },
    },
    handler: async (request) => {
      const { idFaq, ...faq } = request.body;
      return succeeded(updateFaq(ctx, idFaq, faq));
    },
  });

  app.put('/api/faq/move', {
    schema: {
      ...docs('Move a FAQ to another place in the list (to: its new index, from 0)'),
      body: FaqMoveBody,
      response: { 200: SuccessResponse },
    },
    handler: (request) => succeeded(moveFaq(ctx, request.body.idFaq, request.body.to)),
  });

  app.delete('/api/faq', {
    schema: { ...docs('Delete a FAQ'), body: DeleteByIdBody, response: { 200: SuccessResponse } },
    handler: (request) => succeeded(deleteFaq(ctx, request.body.id)),
  });
}
