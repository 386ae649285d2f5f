import {
  ArticleFormFields,
  ArticleUpdateFields,
  ContentCreatedResponse,
  ContentTextLimits,
  DeleteByTitleBody,
  SuccessResponse,
} from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import { created, succeeded } from '../../../lib/success-answer.js';
import { type FormLimits, fieldBytesFor } from '../../../lib/uploads/multipart-form.js';
import { adminArea } from '../../../plugins/admin-area.js';
import { photoFormReader, photoFormSchema } from '../shared/photo-form.js';
import { createArticle, deleteArticle, updateArticle } from './articles.service.js';

// Title, new title, intro, category and the HTML content, by far the longest.
const LIMITS: FormLimits = { fields: 10, fieldSize: fieldBytesFor(ContentTextLimits.articleContent) };

/** Writing and editing articles; admins only, with the private token. Rich content is sanitized. */
export async function articlesAdminRoutes(fastify: FastifyInstance) {
  const { app, ctx, docs } = adminArea(fastify, 'catalogue');
  const readForm = photoFormReader(ctx, 'articles', LIMITS);

  app.post('/api/article', {
    schema: photoFormSchema(
      docs('Publish an article (multipart: title, intro, content as HTML, category = a topic title, cover image foto)'),
      ContentCreatedResponse,
    ),
    handler: (request) =>
      created(readForm(request, ArticleFormFields, (article, url) => createArticle(ctx, { ...article, fileUrl: url }))),
  });

  app.put('/api/article', {
    schema: photoFormSchema(
      docs(
        'Save an article (multipart: current title, newTitle, intro, content, category, optional foto replacing the cover); the old title keeps leading to it',
      ),
      SuccessResponse,
    ),
    handler: (request) =>
      succeeded(
        readForm(request, ArticleUpdateFields, ({ title, ...changes }, url) =>
          updateArticle(ctx, title, { ...changes, newCoverUrl: url }),
        ),
      ),
  });

  app.delete('/api/article', {
    schema: { ...docs('Delete an article by title'), body: DeleteByTitleBody, response: { 200: SuccessResponse } },
    handler: (request) => succeeded(deleteArticle(ctx, request.body.title)),
  });
}
