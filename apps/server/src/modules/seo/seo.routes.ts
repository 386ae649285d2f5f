import type { FastifyInstance } from 'fastify';
import type { AnswerFormat } from '../../lib/public-cache.js';
import { sendCachedAnswer } from '../../plugins/cached-answers.js';
import { robotsTxt } from './robots.js';
import { SeoCacheTag, type SiteIndex } from './site-index.service.js';
import { buildSitemap } from './sitemap.js';

const SITEMAP_FORMAT: AnswerFormat = {
  contentType: 'application/xml; charset=utf-8',
  cacheControl: 'public, max-age=0, must-revalidate',
};
// What the sitemap lists; FAQ and review writes leave it alone.
const SITEMAP_TAGS = [
  SeoCacheTag.topics,
  SeoCacheTag.articles,
  SeoCacheTag.courses,
  SeoCacheTag.onlineCourses,
  SeoCacheTag.members,
  SeoCacheTag.landingPages,
];

/** GET /sitemap.xml (cached under every content tag) and GET /robots.txt. */
export async function seoRoutes(app: FastifyInstance, options: { siteIndex: SiteIndex }) {
  const { publicCache: cache } = app;
  const origin = app.ctx.config.publicUrl;
  const robots = robotsTxt(origin);

  app.get('/sitemap.xml', {
    schema: { tags: ['seo'], summary: 'Every public page and item, absolute URLs with lastmod' },
    handler: async (request, reply) => {
      const cached = await cache.getOrLoad('seo:sitemap', SITEMAP_TAGS, async () => {
        const sitemap = await buildSitemap(options.siteIndex, origin);
        if (sitemap.truncated) request.log.warn({ urls: sitemap.urls }, 'sitemap cut at the limit: split it');
        return sitemap.xml;
      });
      return sendCachedAnswer(request, reply, cached, SITEMAP_FORMAT);
    },
  });

  app.get('/robots.txt', {
    schema: { tags: ['seo'], summary: 'Crawling rules and the sitemap address' },
    handler: async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robots),
  });
}
