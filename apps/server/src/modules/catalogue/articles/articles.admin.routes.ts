import {
  ArticleFormFields,
  ArticleUpdateFields,
  ContentCreatedResponse,
  ContentTextLimits,
  DeleteByTitleBody,
  SuccessResponse,
} from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import { succeeded } from '../../../lib/success-answer.js';
import { type FormLimits, fieldBytesFor, parseFields, withUploadedForm } from '../../../lib/uploads/multipart-form.js';
import { adminArea } from '../../../plugins/admin-area.js';
import { photoField } from '../shared/photos.js';
import { createArticle, deleteArticle, updateArticle } from './articles.service.js';

const COVER = photoField('articles');
// Title, new title, intro, category and the HTML content, by far the longest.
const LIMITS: FormLimits = { fields: 10, fieldSize: fieldBytesFor(ContentTextLimits.articleContent) };

/** Writing and editing articles; admins only, with the private token. Rich content is sanitized. */
export async function articlesAdminRoutes(fastify: FastifyInstance) {
  const { app, ctx, docs } = adminArea(fastify, 'catalogue');

  app.post('/api/article', {
    schema: {
      ...docs(
        'Publish an article (multipart: title, intro, content as HTML, category = a topic title, cover image foto)',
      ),
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
      ...docs(
        'Save an article (multipart: current title, newTitle, intro, content, category, optional foto replacing the cover); the old title keeps leading to it',
      ),
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
      ...docs('Delete an article by title'),
      body: DeleteByTitleBody,
      response: { 200: SuccessResponse },
    },
    handler: (request) => succeeded(deleteArticle(ctx, request.body.title)),
  });
}
