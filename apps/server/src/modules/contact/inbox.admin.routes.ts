import { AdminItemIdParams, InboxQuery, InboxResponse, MarkMessageBody, MarkMessageResponse } from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import { adminArea } from '../../plugins/admin-area.js';
import { listInbox, markMessage } from './inbox.service.js';

/** The admin's inbox: the messages of the contact form and the contact module, still e-mailed as they arrive. */
export async function inboxAdminRoutes(fastify: FastifyInstance) {
  const { app, ctx, docs } = adminArea(fastify, 'contact');

  app.get('/api/admin/messages', {
    schema: {
      ...docs('Contact and module messages, newest first, with the unread count'),
      querystring: InboxQuery,
      response: { 200: InboxResponse },
    },
    handler: async (request) => listInbox(ctx, request.query),
  });

  app.put('/api/admin/messages/:id', {
    schema: {
      ...docs('Mark a message read or unread'),
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
