import {
  ArticleFormFields,
  ArticleUpdateFields,
  ContentCreatedResponse,
  ContentTextLimits,
  DeleteByTitleBody,
  SuccessResponse,
} from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type FormLimits, fieldBytesFor, parseFields, withUploadedForm } from '../../../lib/uploads/multipart-form.js';
import { requireAdmin } from '../../../plugins/auth.js';
import { photoField } from '../shared/photos.js';
import { createArticle, deleteArticle, updateArticle } from './articles.service.js';

const COVER = photoField('articles');
// Title, new title, intro, category and the HTML content, by far the longest.
const LIMITS: FormLimits = { fields: 10, fieldSize: fieldBytesFor(ContentTextLimits.articleContent) };
const tags = ['catalogue', 'admin'];
const security = [{ bearerAuth: [] }];

/** Writing and editing articles; admins only, with the private token. Rich content is sanitized. */
export async function articlesAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  // Checked on request, before a byte of the body is read.
  app.addHook('onRequest', requireAdmin);

  app.post('/api/article', {
    schema: {
      tags,
      security,
      summary:
        'Publish an article (multipart: title, intro, content as HTML, category = a topic title, cover image foto)',
      consumes: ['multipart/form-data'],
      response: { 200: ContentCreatedResponse },
    },
    handler: async (request) => {
      const id = await withUploadedForm(request, ctx.storage, COVER, LIMITS, ({ fields, files }) =>
        createArticle(ctx, { ...parseFields(ArticleFormFields, fields), fileUrl: files.foto[0]?.url }),
      );
      return { message: 'Success' as const, id };
    },
  });

  app.put('/api/article', {
    schema: {
      tags,
      security,
      summary:
        'Save an article (multipart: current title, newTitle, intro, content, category, optional foto replacing the cover); the old title keeps leading to it',
      consumes: ['multipart/form-data'],
      response: { 200: SuccessResponse },
    },
    handler: async (request) => {
      await withUploadedForm(request, ctx.storage, COVER, LIMITS, ({ fields, files }) => {
        const { title, ...changes } = parseFields(ArticleUpdateFields, fields);
        return updateArticle(ctx, title, { ...changes, newCoverUrl: files.foto[0]?.url });
      });
      return { message: 'Success' as const };
    },
  });

  app.delete('/api/article', {
    schema: {
      tags,
      security,
      summary: 'Delete an article by title',
      body: DeleteByTitleBody,
      response: { 200: SuccessResponse },
    },
    handler: async (request) => {
      await deleteArticle(ctx, request.body.title);
      return { message: 'Success' as const };
    },
  });
}
