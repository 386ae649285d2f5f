import { ArticleDetailResponse, ArticleListQuery, ArticleListResponse, TitleParams } from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CacheTag } from '../../../lib/cache-tags.js';
import { cacheKey, publicJson } from '../../../plugins/public-answers.js';
import { getArticleByTitle, listArticles } from './articles.service.js';

export async function articlesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = [CacheTag.articles];

  app.get('/api/articles', {
    schema: {
      tags: ['catalogue'],
      summary: 'Articles, newest first, without their content',
      querystring: ArticleListQuery,
      response: { 200: ArticleListResponse },
    },
    handler: (request, reply) =>
      reply.sendPublic({
        tags,
        key: cacheKey('articles', request.query),
        load: publicJson(ArticleListResponse, async () => ({ articles: await listArticles(ctx, request.query) })),
      }),
  });

  app.get('/api/article/:title', {
    schema: {
      tags: ['catalogue'],
      summary: 'One article by title (spaced or hyphenated), with the previous and next titles',
      params: TitleParams,
      response: { 200: ArticleDetailResponse },
    },
    handler: (request, reply) =>
      reply.sendPublic({
        tags,
        key: cacheKey('article', { title: request.params.title.toLowerCase() }),
        load: publicJson(ArticleDetailResponse, () => getArticleByTitle(ctx, request.params.title)),
      }),
  });
}
