import { CourseVideoParams, LessonVideoQuery, LessonVideoUrlResponse } from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentSession, requireUser } from '../../plugins/auth.js';
import { issueCourseVideoUrl, openCourseVideo } from './course-videos.service.js';
import { sendPrivateVideo } from './private-video.js';
import { StreamTokens } from './stream-tokens.js';

const bearer = [{ bearerAuth: [] }];

/** The videos of in-person courses, streamed with ranges to buyers and admins (private token) only. */
export async function courseVideosRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tokens = new StreamTokens(ctx.db);

  app.get('/api/courses/:id/videos/:position/video-url', {
    onRequest: requireUser,
    schema: {
      tags: ['learning'],
      summary:
        'A signed address of an in-person course video, valid for a few minutes: its buyers and admins (private token)',
      security: bearer,
      params: CourseVideoParams,
      response: { 200: LessonVideoUrlResponse },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { id: courseId, position } = request.params;
      return issueCourseVideoUrl(ctx, tokens, await currentSession(request), { courseId, position });
    },
  });

  app.get('/api/courses/:id/videos/:position/video', {
    schema: {
      tags: ['learning'],
      summary:
        'An in-person course video with HTTP range requests: bearer of a buyer or an admin’s private token, or a signed `token`',
      security: bearer,
      params: CourseVideoParams,
      querystring: LessonVideoQuery,
    },
    handler: async (request, reply) => {
      const video = await openCourseVideo(ctx, tokens, {
        courseId: request.params.id,
        position: request.params.position,
        session: await request.session(),
        token: request.query.token,
        range: request.headers.range,
      });
      return sendPrivateVideo(reply, video);
    },
  });
}
