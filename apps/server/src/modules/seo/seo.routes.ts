import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../../lib/app-error.js';
import { businessDay } from '../../lib/business-day.js';
import { CacheTag } from '../../lib/cache-tags.js';
import type { AnswerFormat } from '../../lib/public-cache.js';
import { getPublicSettings } from '../settings/settings.service.js';
import { pageLanguage } from './page-language.js';
import { robotsTxt } from './robots.js';
import { RoutePreloads } from './route-preloads.js';
import { SiteIndex } from './site-index.service.js';
import { PageNotRendered, SitePages } from './site-pages.js';
import { buildSitemap } from './sitemap.js';
import { loadWebRenderer } from './web-renderer.js';

const SITEMAP_FORMAT: AnswerFormat = {
  contentType: 'application/xml; charset=utf-8',
  cacheControl: 'public, max-age=0, must-revalidate',
};
// Pages are revalidated on every visit: their ETag makes that a 304 while nothing changed. A page is
// rendered in the language of the visitor's cookie, so a shared cache keeps one copy per cookie.
const PAGE_FORMAT: AnswerFormat = {
  contentType: 'text/html; charset=utf-8',
  cacheControl: 'no-cache',
  vary: 'Accept-Encoding, Cookie',
};
// What the sitemap lists; FAQ and review writes leave it alone.
const SITEMAP_TAGS = [
  CacheTag.topics,
  CacheTag.articles,
  CacheTag.courses,
  CacheTag.onlineCourses,
  CacheTag.members,
  CacheTag.landingPages,
];
// Any write that can change a page's head drops every page (writes are rare; pages are read all day).
const PAGE_TAGS = Object.values(CacheTag);

export interface SeoOptions {
  /** The web build: its index.html is the shell every page is rendered into. */
  webDist: string;
}

/**
 * GET /sitemap.xml, GET /robots.txt, and every other page GET answered with the web app's index.html
 * carrying that page's own title, description, Open Graph tags and JSON-LD, from the public cache.
 */
export const seoRoutes = fp(
  async function seo(app: FastifyInstance, options: SeoOptions) {
    const origin = app.ctx.config.publicUrl;
    const robots = robotsTxt(origin);
    const siteIndex = new SiteIndex(app.ctx, app.publicCache);

    app.get('/sitemap.xml', {
      schema: { tags: ['seo'], summary: 'Every public page and item, absolute URLs with lastmod' },
      handler: (request, reply) =>
        reply.sendPublic({
          key: 'seo:sitemap',
          tags: SITEMAP_TAGS,
          format: SITEMAP_FORMAT,
          load: async () => {
            const sitemap = await buildSitemap(siteIndex, origin, businessDay(app.ctx.clock.now()));
            if (sitemap.truncated) request.log.warn({ urls: sitemap.urls }, 'sitemap cut at the limit: split it');
            return sitemap.xml;
          },
        }),
    });

    app.get('/robots.txt', {
      schema: { tags: ['seo'], summary: 'Crawling rules and the sitemap address' },
      handler: async (_request, reply) =>
        reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robots),
    });

    const pages = await sitePages(app, siteIndex, options.webDist);
    app.setNotFoundHandler(async (request, reply) => {
      const isSiteAddress = !['/api/', '/uploads/', '/assets/'].some((prefix) => request.url.startsWith(prefix));
      if (isSiteAddress && request.method === 'POST') return sendBackToPage(reply, request.url);
      if (!isSiteAddress || (request.method !== 'GET' && request.method !== 'HEAD')) throw notFound();
      if (!pages) {
        return reply.type('text/plain').send('The web app is not built: run `npm run build`.');
      }
      const language = pageLanguage(request);
      const page = await pages.render(request.url, language);
      try {
        if (page.statusCode === 200 && page.cacheKey) {
          return await reply.sendPublic({
            key: page.cacheKey,
            tags: PAGE_TAGS,
            format: PAGE_FORMAT,
            load: page.html,
            // Addresses under a private section are anyone's to make up: they are not remembered one by one.
            rememberUrl: !page.private,
            variant: language,
          });
        }
        const html = page.statusCode === 200 ? await page.html() : page.html;
        return sendUncached(reply, page.statusCode, html, page.statusCode === 301 ? page.location : undefined);
      } catch (error) {
        if (error instanceof PageNotRendered) return sendUncached(reply, page.statusCode, error.shell);
        throw error;
      }
    });
  },
  { name: 'seo', dependencies: ['public-answers'] },
);

/**
 * A form on a page the server drew, sent before the browser's script took it over: nothing is done
 * with what it carries (the forms post to the API once the page runs), and the visitor is sent back
 * to the page, now working. Forms say `method="post"` so that such an early send never puts what was
 * typed, a password included, in the address, the history and the logs.
 */
function sendBackToPage(reply: FastifyReply, url: string) {
  // The URL parser percent-encodes what a header may not carry; `//host` would leave the site, so
  // the path keeps one leading slash.
  const { pathname } = new URL(url.replace(/^\/+/, '/'), 'http://site.invalid');
  return reply.header('cache-control', 'no-store').redirect(pathname, 303);
}

/** A page that is not kept in the public cache: a redirect, a not-found page, a filtered list. */
function sendUncached(reply: FastifyReply, statusCode: number, html: string, location?: string) {
  reply
    .code(statusCode)
    .header('cache-control', 'no-cache')
    .header('vary', PAGE_FORMAT.vary)
    .type('text/html; charset=utf-8');
  if (location) reply.header('location', location);
  return reply.send(html);
}

/** The page renderer over the built web app, or null when the app is not built. */
async function sitePages(app: FastifyInstance, index: SiteIndex, webDist: string): Promise<SitePages | null> {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) return null;
  return new SitePages(await readFile(indexFile, 'utf8'), {
    index,
    origin: app.ctx.config.publicUrl,
    log: app.log,
    // Each route's own chunks, written by the web build (apps/web/vite-plugins/route-chunks.ts).
    preloads: await RoutePreloads.fromFile(path.join(webDist, '.vite', 'route-chunks.json'), app.log),
    renderer: await loadWebRenderer(app, webDist),
    business: () => getPublicSettings(app.ctx),
  });
}
