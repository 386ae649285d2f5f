import { DeleteByIdBody, DeleteByTitleBody, DeleteMemberBody, SuccessResponse } from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireAdmin } from '../../plugins/auth.js';
import { deleteArticle } from './articles.service.js';
import { deleteCourse } from './courses.service.js';
import { deleteFaq } from './faqs.service.js';
import { deleteMember } from './members.service.js';
import { deleteOnlineCourse } from './online-courses.service.js';
import { deleteReview } from './reviews.service.js';
import { deleteTopic } from './topics.service.js';

const success = { message: 'Success' as const };

/**
 * Admin deletes. 200 only when a row went, 404 when none matched (the original client removes
 * an item from its list only on 200). Uploaded files are left in place: media cleanup belongs
 * to the upload pipeline.
 */
export async function catalogueAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  // Checked on request, before the body is parsed: a stranger learns nothing from validation errors.
  app.addHook('onRequest', requireAdmin);
  const schema = <B extends z.ZodType>(summary: string, body: B) => ({
    tags: ['catalogue', 'admin'],
    summary,
    security: [{ bearerAuth: [] }],
    body,
    response: { 200: SuccessResponse },
  });

  app.delete('/api/topic', {
    schema: schema('Delete a topic', DeleteByIdBody),
    handler: async (request) => {
      await deleteTopic(ctx, request.body.id);
      return success;
    },
  });

  app.delete('/api/article', {
    schema: schema('Delete an article by title', DeleteByTitleBody),
    handler: async (request) => {
      await deleteArticle(ctx, request.body.title);
      return success;
    },
  });

  app.delete('/api/course', {
    schema: schema('Delete an in-person course nobody is enrolled in', DeleteByTitleBody),
    handler: async (request) => {
      await deleteCourse(ctx, request.body.title);
      return success;
    },
  });

  app.delete('/api/onlinecourse', {
    schema: schema('Delete an online course nobody has bought', DeleteByTitleBody),
    handler: async (request) => {
      await deleteOnlineCourse(ctx, request.body.title);
      return success;
    },
  });

  app.delete('/api/member', {
    schema: schema('Delete a member; their courses stay without a facilitator', DeleteMemberBody),
    handler: async (request) => {
      await deleteMember(ctx, request.body.name, request.body.surname);
      return success;
    },
  });

  app.delete('/api/faq', {
    schema: schema('Delete a FAQ', DeleteByIdBody),
    handler: async (request) => {
      await deleteFaq(ctx, request.body.id);
      return success;
    },
  });

  app.delete('/api/review', {
    schema: schema('Delete a review', DeleteByIdBody),
    handler: async (request) => {
      await deleteReview(ctx, request.body.id);
      return success;
    },
  });
}
