import { ArticleDetailResponse, ArticleListQuery, ArticleListResponse, TitleParams } from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import { CacheTag } from '../../../lib/cache-tags.js';
import { cacheKey } from '../../../plugins/public-answers.js';
import { publicRead } from '../../../plugins/public-read.js';
import { getArticleByTitle, listArticles } from './articles.service.js';

export async function articlesRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const cacheTags = [CacheTag.articles];

  publicRead(app, '/api/articles', {
    docs: { tags: ['catalogue'], summary: 'Articles, newest first, without their content' },
    querystring: ArticleListQuery,
    answer: ArticleListResponse,
    cacheTags,
    key: ({ query }) => cacheKey('articles', query),
    load: async ({ query }) => ({ articles: await listArticles(ctx, query) }),
  });

  publicRead(app, '/api/article/:title', {
    docs: {
      tags: ['catalogue'],
      summary: 'One article by title (spaced or hyphenated), with the previous and next titles',
    },
    params: TitleParams,
    answer: ArticleDetailResponse,
    cacheTags,
    key: ({ params }) => cacheKey('article', { title: params.title.toLowerCase() }),
    load: ({ params }) => getArticleByTitle(ctx, params.title),
  });
}
