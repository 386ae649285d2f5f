import {
  ContentCreatedResponse,
  ContentTextLimits,
  DeleteByIdBody,
  SuccessResponse,
  TopicFormFields,
  TopicUpdateFields,
} from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import { created, succeeded } from '../../../lib/success-answer.js';
import { type FormLimits, fieldBytesFor } from '../../../lib/uploads/multipart-form.js';
import { adminArea } from '../../../plugins/admin-area.js';
import { photoFormReader, photoFormSchema } from '../shared/photo-form.js';
import { photoChange } from '../shared/photos.js';
import { createTopic, deleteTopic, updateTopic } from './topics.service.js';

// Title, new title, description and an id.
const LIMITS: FormLimits = { fields: 8, fieldSize: fieldBytesFor(ContentTextLimits.topicDescription) };

/** Adding and editing topics ("aree"); admins only, with the private token. */
export async function topicsAdminRoutes(fastify: FastifyInstance) {
  const { app, ctx, docs } = adminArea(fastify, 'catalogue');
  const readForm = photoFormReader(ctx, 'topics', LIMITS);

  app.post('/api/topic', {
    schema: photoFormSchema(
      docs('Publish a topic (multipart: title, description, optional image foto)'),
      ContentCreatedResponse,
    ),
    handler: (request) =>
      created(readForm(request, TopicFormFields, (topic, url) => createTopic(ctx, { ...topic, fileUrl: url ?? null }))),
  });

  app.put('/api/topic', {
    schema: photoFormSchema(
      docs(
        'Save a topic (multipart: id or current title, newTitle, description, optional foto replacing the image, removeFoto); a rename takes its articles and courses along',
      ),
      SuccessResponse,
    ),
    handler: (request) =>
      succeeded(
        readForm(request, TopicUpdateFields, ({ id, title, newTitle, description, removeFoto }, url) =>
          updateTopic(ctx, { id, title }, { newTitle, description, photo: photoChange(url, removeFoto) }),
        ),
      ),
  });

  app.delete('/api/topic', {
    schema: { ...docs('Delete a topic'), body: DeleteByIdBody, response: { 200: SuccessResponse } },
    handler: (request) => succeeded(deleteTopic(ctx, request.body.id)),
  });
}
