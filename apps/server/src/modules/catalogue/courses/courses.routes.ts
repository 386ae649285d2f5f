import { CalendarResponse, CourseDetailResponse, CourseListResponse, ListQuery, TitleParams } from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import { CacheTag } from '../../../lib/cache-tags.js';
import { cacheKey } from '../../../plugins/public-answers.js';
import { publicRead } from '../../../plugins/public-read.js';
import { getCourseByTitle, listCalendarEvents, listCourses } from './courses.service.js';

// The original client reads the same detail from both addresses.
const DETAIL_PATHS = ['/api/get/course/:title', '/api/course/:title'] as const;

export async function coursesRoutes(app: FastifyInstance) {
  const { ctx } = app;

  publicRead(app, '/api/courses', {
    docs: { tags: ['catalogue'], summary: 'In-person courses, soonest first, undated last' },
    querystring: ListQuery,
    answer: CourseListResponse,
    cacheTags: [CacheTag.courses],
    key: ({ query }) => cacheKey('courses', query),
    load: async ({ query }) => ({ courses: await listCourses(ctx, query) }),
  });

  publicRead(app, '/api/get/courses', {
    docs: { tags: ['catalogue'], summary: 'The calendar: dated in-person courses' },
    querystring: ListQuery,
    answer: CalendarResponse,
    cacheTags: [CacheTag.courses],
    key: ({ query }) => cacheKey('calendar', query),
    load: ({ query }) => listCalendarEvents(ctx, query),
  });

  publicRead(app, DETAIL_PATHS, {
    docs: { tags: ['catalogue'], summary: 'One in-person course by title, as a one-item array' },
    params: TitleParams,
    answer: CourseDetailResponse,
    cacheTags: [CacheTag.courses, CacheTag.members],
    key: ({ params }) => cacheKey('course', { title: params.title.toLowerCase() }),
    load: async ({ params }) => [await getCourseByTitle(ctx, params.title)],
  });
}
