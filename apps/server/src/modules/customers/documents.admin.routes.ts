import {
  DocumentFileParams,
  IdentityDocumentListResponse,
  ReviewDocumentBody,
  SuccessResponse,
} from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import { succeeded } from '../../lib/success-answer.js';
import { adminArea } from '../../plugins/admin-area.js';
import { listDocuments, openDocumentFile, reviewDocument } from './documents.service.js';

/** Identity-document review: the list, each side's file, and the decision. Admins only. */
export async function documentsAdminRoutes(fastify: FastifyInstance) {
  const { app, ctx, docs } = adminArea(fastify, 'documents');

  app.get('/api/documents', {
    schema: {
      ...docs('Identity documents to review, pending first'),
      response: { 200: IdentityDocumentListResponse },
    },
    handler: async () => listDocuments(ctx),
  });

  app.get('/api/document/:id/file/:side', {
    schema: {
      ...docs('One side of an identity document (image or PDF), streamed from private storage'),
      params: DocumentFileParams,
    },
    handler: async (request, reply) => {
      const file = await openDocumentFile(ctx, request.params.id, request.params.side);
      // Identity documents: never kept by a browser or proxy, never sniffed into something runnable.
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `${file.inline ? 'inline' : 'attachment'}; filename="${file.filename}"`)
        .header('content-length', file.bytes)
        .type(file.mime)
        .send(file.stream);
    },
  });

  app.put('/api/document', {
    schema: {
      ...docs('Approve (1) or reject (0) an identity document; the customer is told by e-mail'),
      body: ReviewDocumentBody,
      response: { 200: SuccessResponse },
    },
    handler: (request) => succeeded(reviewDocument(ctx, request.body)),
  });
}
