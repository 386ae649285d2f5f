import { ListQuery, OnlineCourseDetailResponse, OnlineCourseListResponse, TitleParams } from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CacheTag } from '../../../lib/cache-tags.js';
import { cacheKey, publicJson } from '../../../plugins/public-answers.js';
import { getOnlineCourseByTitle, listOnlineCourses } from './online-courses.service.js';

// The list page and the detail page of the original call different addresses for the same answer.
const DETAIL_PATHS = ['/api/onlinecourse/:title', '/api/onlinecoursedetail/:title'] as const;

export async function onlineCoursesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.get('/api/onlinecourses', {
    schema: {
      tags: ['catalogue'],
      summary: 'Online courses by title',
      querystring: ListQuery,
      response: { 200: OnlineCourseListResponse },
    },
    handler: (request, reply) =>
      reply.sendPublic({
        tags: [CacheTag.onlineCourses],
        key: cacheKey('onlinecourses', request.query),
        load: publicJson(OnlineCourseListResponse, async () => ({
          onlinecourses: await listOnlineCourses(ctx, request.query),
        })),
      }),
  });

  for (const url of DETAIL_PATHS) {
    app.get(url, {
      schema: {
        tags: ['catalogue'],
        summary: 'One online course by title, with its lesson list (no videos) and facilitator',
        params: TitleParams,
        response: { 200: OnlineCourseDetailResponse },
      },
      handler: (request, reply) =>
        reply.sendPublic({
          tags: [CacheTag.onlineCourses, CacheTag.members],
          key: cacheKey('onlinecourse', { title: request.params.title.toLowerCase() }),
          load: publicJson(OnlineCourseDetailResponse, async () => ({
            onlinecourse: await getOnlineCourseByTitle(ctx, request.params.title),
          })),
        }),
    });
  }
}
