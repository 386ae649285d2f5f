import {
  ContentCreatedResponse,
  ContentTextLimits,
  DeleteByIdBody,
  SuccessResponse,
  TopicFormFields,
  TopicUpdateFields,
} from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import { succeeded } from '../../../lib/success-answer.js';
import { type FormLimits, fieldBytesFor, parseFields, withUploadedForm } from '../../../lib/uploads/multipart-form.js';
import { adminArea } from '../../../plugins/admin-area.js';
import { photoChange, photoField } from '../shared/photos.js';
import { createTopic, deleteTopic, updateTopic } from './topics.service.js';

const PHOTO = photoField('topics');
// Title, new title, description and an id.
const LIMITS: FormLimits = { fields: 8, fieldSize: fieldBytesFor(ContentTextLimits.topicDescription) };

/** Adding and editing topics ("aree"); admins only, with the private token. */
export async function topicsAdminRoutes(fastify: FastifyInstance) {
  const { app, ctx, docs } = adminArea(fastify, 'catalogue');

  app.post('/api/topic', {
    schema: {
      ...docs('Publish a topic (multipart: title, description, optional image foto)'),
      consumes: ['multipart/form-data'],
      response: { 200: ContentCreatedResponse },
    },
    handler: async (request) => {
      const id = await withUploadedForm(request, ctx.storage, PHOTO, LIMITS, ({ fields, files }) =>
        createTopic(ctx, { ...parseFields(TopicFormFields, fields), fileUrl: files.foto[0]?.url ?? null }),
      );
      return { message: 'Success' as const, id };
    },
  });

  app.put('/api/topic', {
    schema: {
      ...docs(
        'Save a topic (multipart: id or current title, newTitle, description, optional foto replacing the image, removeFoto); a rename takes its articles and courses along',
      ),
      consumes: ['multipart/form-data'],
      response: { 200: SuccessResponse },
    },
    handler: async (request) => {
      await withUploadedForm(request, ctx.storage, PHOTO, LIMITS, ({ fields, files }) => {
        const { id, title, newTitle, description, removeFoto } = parseFields(TopicUpdateFields, fields);
        return updateTopic(
          ctx,
          { id, title },
          { newTitle, description, photo: photoChange(files.foto[0]?.url, removeFoto) },
        );
      });
      return { message: 'Success' as const };
    },
  });

  app.delete('/api/topic', {
    schema: { ...docs('Delete a topic'), body: DeleteByIdBody, response: { 200: SuccessResponse } },
    handler: (request) => succeeded(deleteTopic(ctx, request.body.id)),
  });
}
