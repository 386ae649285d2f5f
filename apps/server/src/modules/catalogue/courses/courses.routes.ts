import { CalendarResponse, CourseDetailResponse, CourseListResponse, ListQuery, TitleParams } from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CacheTag } from '../../../lib/cache-tags.js';
import { cacheKey, publicJson } from '../../../plugins/public-answers.js';
import { getCourseByTitle, listCalendarEvents, listCourses } from './courses.service.js';

// The original client reads the same detail from both addresses.
const DETAIL_PATHS = ['/api/get/course/:title', '/api/course/:title'] as const;

export async function coursesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.get('/api/courses', {
    schema: {
      tags: ['catalogue'],
      summary: 'In-person courses, soonest first, undated last',
      querystring: ListQuery,
      response: { 200: CourseListResponse },
    },
    handler: (request, reply) =>
      reply.sendPublic({
        tags: [CacheTag.courses],
        key: cacheKey('courses', request.query),
        load: publicJson(CourseListResponse, async () => ({ courses: await listCourses(ctx, request.query) })),
      }),
  });

  app.get('/api/get/courses', {
    schema: {
      tags: ['catalogue'],
      summary: 'The calendar: dated in-person courses',
      querystring: ListQuery,
      response: { 200: CalendarResponse },
    },
    handler: (request, reply) =>
      reply.sendPublic({
        tags: [CacheTag.courses],
        key: cacheKey('calendar', request.query),
        load: publicJson(CalendarResponse, () => listCalendarEvents(ctx, request.query)),
      }),
  });

  for (const url of DETAIL_PATHS) {
    app.get(url, {
      schema: {
        tags: ['catalogue'],
        summary: 'One in-person course by title, as a one-item array',
        params: TitleParams,
        response: { 200: CourseDetailResponse },
      },
      handler: (request, reply) =>
        reply.sendPublic({
          tags: [CacheTag.courses, CacheTag.members],
          key: cacheKey('course', { title: request.params.title.toLowerCase() }),
          load: publicJson(CourseDetailResponse, async () => [await getCourseByTitle(ctx, request.params.title)]),
        }),
    });
  }
}
