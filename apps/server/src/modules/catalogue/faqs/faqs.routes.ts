import { FaqDetailResponse, FaqListResponse, IdParams, ListQuery } from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import { CacheTag } from '../../../lib/cache-tags.js';
import { cacheKey } from '../../../plugins/public-answers.js';
import { publicRead } from '../../../plugins/public-read.js';
import { getFaq, listFaqs } from './faqs.service.js';

export async function faqsRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const cacheTags = [CacheTag.faqs];

  publicRead(app, '/api/faqs', {
    docs: { tags: ['catalogue'], summary: 'Frequently asked questions, in their set order' },
    querystring: ListQuery,
    answer: FaqListResponse,
    cacheTags,
    key: ({ query }) => cacheKey('faqs', query),
    load: async ({ query }) => ({ faqs: await listFaqs(ctx, query) }),
  });

  publicRead(app, '/api/faq/:id', {
    docs: { tags: ['catalogue'], summary: 'One FAQ, as a one-item array' },
    params: IdParams,
    answer: FaqDetailResponse,
    cacheTags,
    key: ({ params }) => cacheKey('faq', params),
    load: async ({ params }) => [await getFaq(ctx, params.id)],
  });
}
