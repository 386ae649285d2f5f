import { ListQuery, OnlineCourseDetailResponse, OnlineCourseListResponse, TitleParams } from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import { CacheTag } from '../../../lib/cache-tags.js';
import { cacheKey } from '../../../plugins/public-answers.js';
import { publicRead } from '../../../plugins/public-read.js';
import { getOnlineCourseByTitle, listOnlineCourses } from './online-courses.service.js';

// The list page and the detail page of the original call different addresses for the same answer.
const DETAIL_PATHS = ['/api/onlinecourse/:title', '/api/onlinecoursedetail/:title'] as const;

export async function onlineCoursesRoutes(app: FastifyInstance) {
  const { ctx } = app;

  publicRead(app, '/api/onlinecourses', {
    docs: { tags: ['catalogue'], summary: 'Online courses by title' },
    querystring: ListQuery,
    answer: OnlineCourseListResponse,
    cacheTags: [CacheTag.onlineCourses],
    key: ({ query }) => cacheKey('onlinecourses', query),
    load: async ({ query }) => ({ onlinecourses: await listOnlineCourses(ctx, query) }),
  });

  publicRead(app, DETAIL_PATHS, {
    docs: {
      tags: ['catalogue'],
      summary: 'One online course by title, with its lesson list (no videos) and facilitator',
    },
    params: TitleParams,
    answer: OnlineCourseDetailResponse,
    cacheTags: [CacheTag.onlineCourses, CacheTag.members],
    key: ({ params }) => cacheKey('onlinecourse', { title: params.title.toLowerCase() }),
    load: async ({ params }) => ({ onlinecourse: await getOnlineCourseByTitle(ctx, params.title) }),
  });
}
