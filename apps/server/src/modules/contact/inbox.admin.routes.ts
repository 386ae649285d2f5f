import { AdminItemIdParams, InboxQuery, InboxResponse, MarkMessageBody, MarkMessageResponse } from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/auth.js';
import { listInbox, markMessage } from './inbox.service.js';

/** The admin's inbox: the messages of the contact form and the contact module, still e-mailed as they arrive. */
export async function inboxAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  // Checked on request, before the body is parsed: a stranger learns nothing from validation errors.
  app.addHook('onRequest', requireAdmin);

  app.get('/api/admin/messages', {
    schema: {
      tags: ['contact', 'admin'],
      summary: 'Contact and module messages, newest first, with the unread count',
      security: [{ bearerAuth: [] }],
      querystring: InboxQuery,
      response: { 200: InboxResponse },
    },
    handler: async (request) => listInbox(ctx, request.query),
  });

  app.put('/api/admin/messages/:id', {
    schema: {
      tags: ['contact', 'admin'],
      summary: 'Mark a message read or unread',
      security: [{ bearerAuth: [] }],
      params: AdminItemIdParams,
      body: MarkMessageBody,
      response: { 200: MarkMessageResponse },
    },
    handler: async (request) => {
      const { item, unread } = await markMessage(ctx, request.params.id, request.body.read);
      return { message: 'Success' as const, item, unread };
    },
  });
}
