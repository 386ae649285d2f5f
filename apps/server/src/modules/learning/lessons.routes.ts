import {
  IdParams,
  LessonProgressBody,
  LessonProgressResponse,
  LessonVideoQuery,
  LessonVideoUrlResponse,
} from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentSession, requireUser } from '../../plugins/auth.js';
import { bearerRouteDocs } from '../../plugins/route-docs.js';
import { issueLessonVideoUrl, openLessonVideo, saveLessonProgress } from './lessons.service.js';
import { sendPrivateVideo } from './private-video.js';
import { StreamTokens } from './stream-tokens.js';

const docs = bearerRouteDocs('learning');

/** Lesson videos, streamed with ranges to owners and admins (private token) only, and the player's progress. */
export async function lessonsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tokens = new StreamTokens(ctx.db);

  app.get('/api/lessons/:id/video-url', {
    onRequest: requireUser,
    schema: {
      ...docs('A signed address of a lesson video, valid for a few minutes (a <video> sends no bearer header)'),
      params: IdParams,
      response: { 200: LessonVideoUrlResponse },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return issueLessonVideoUrl(ctx, tokens, await currentSession(request), request.params.id);
    },
  });

  app.get('/api/lessons/:id/video', {
    schema: {
      ...docs(
        "A lesson video with HTTP range requests: bearer of an owner or an admin's private token, or a signed `token`",
      ),
      params: IdParams,
      querystring: LessonVideoQuery,
    },
    handler: async (request, reply) => {
      const video = await openLessonVideo(ctx, tokens, {
        lessonId: request.params.id,
        session: await request.session(),
        token: request.query.token,
        range: request.headers.range,
      });
      return sendPrivateVideo(reply, video);
    },
  });

  app.put('/api/lessons/:id/progress', {
    onRequest: requireUser,
    schema: {
      ...docs('Save where the customer is in a lesson, and mark it completed (or not)'),
      params: IdParams,
      body: LessonProgressBody,
      response: { 200: LessonProgressResponse },
    },
    handler: async (request) => ({
      message: 'Success' as const,
      progress: await saveLessonProgress(ctx, await currentSession(request), request.params.id, request.body),
    }),
  });
}
