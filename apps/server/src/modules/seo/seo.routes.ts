import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '@cammini/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../../lib/app-error.js';
import { businessDay } from '../../lib/business-day.js';
import { CacheTag, isCacheTag } from '../../lib/cache-tags.js';
import type { AnswerFormat } from '../../lib/public-cache.js';
import { sendAsItIs } from '../../plugins/compression.js';
import { getPublicSettings } from '../settings/settings.service.js';
import { readPageAddress } from './page-address.js';
import { pageLanguage } from './page-language.js';
import { RENDER_BOUND, RenderBound } from './render-bound.js';
import { robotsTxt } from './robots.js';
import { RoutePreloads } from './route-preloads.js';
import { SiteIndex } from './site-index.service.js';
import { PageNotRendered, type RenderedPage, SitePages } from './site-pages.js';
import { buildSitemap } from './sitemap.js';
import { loadWebRenderer } from './web-renderer.js';

type FoundPage = Extract<RenderedPage, { statusCode: 200 | 404 }>;

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
/*
 * A page is tagged with what it shows: the tags of the cached answers its head and its content were made
 * from (recorded as they are read, PublicCache.recordingReads), and the business's details, which every
 * page's head, header and footer show and which are read around the cache. A write then drops the pages
 * showing what it changed and keeps the others.
 */
const EVERY_PAGE_SHOWS = [CacheTag.settings];

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
    const renders = new RenderBound(
      app.ctx.limiters.limiter('page-renders', RENDER_BOUND.perAddress),
      RENDER_BOUND.inFlight,
      app.log,
    );
    app.setNotFoundHandler(async (request, reply) => {
      const isSiteAddress = !['/api/', '/uploads/', '/assets/'].some((prefix) => request.url.startsWith(prefix));
      if (isSiteAddress && request.method === 'POST') return sendBackToPage(reply, request.url);
      if (!isSiteAddress || (request.method !== 'GET' && request.method !== 'HEAD')) throw notFound();
      if (!pages) {
        return reply.type('text/plain').send('The web app is not built: run `npm run build`.');
      }
      const language = pageLanguage(request);
      const { value: page, tags: headTags } = await app.publicCache.recordingReads(() =>
        pages.render(request.url, language),
      );
      if (page.statusCode === 301 || page.statusCode === 503) {
        return sendUncached(reply, page.statusCode, page.html, page.statusCode === 301 ? page.location : undefined);
      }
      const tags = [...EVERY_PAGE_SHOWS, ...headTags.filter(isCacheTag)];
      const sendIt = () => sendPage(request, reply, { page, language, tags });
      // Only drawing is bounded: a page held in the cache, or already being drawn, costs no render.
      if (!page.drawn || (page.cacheKey && app.publicCache.holds(page.cacheKey))) return sendIt();
      const permit = await renders.admit(request.ip);
      // The shell is about 3 KB, within a connection's first flight compressed or not, and is made for
      // each request: compressing it would cost more than making it, under the burst that got it sent.
      if (!permit) return sendUncached(sendAsItIs(reply), page.statusCode, page.shell());
      try {
        return await sendIt();
      } finally {
        permit.release();
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
  // The path in its one spelling is a same-site path however the request spelled it (`/.//host`,
  // `/\host` and `//host` would otherwise leave the site); an unreadable one leads home.
  const location = readPageAddress(url)?.path ?? '/';
  return reply.header('cache-control', 'no-store').redirect(location, 303);
}

/**
 * A page found or the not-found page, from the public cache when it is kept there (drawn on a miss),
 * else made for this request; its shell when its content could not be drawn.
 */
async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  { page, language, tags }: { page: FoundPage; language: Language; tags: CacheTag[] },
) {
  try {
    if (page.statusCode === 200 && page.cacheKey) {
      return await reply.sendPublic({
        key: page.cacheKey,
        tags,
        tagsFromReads: true,
        format: PAGE_FORMAT,
        load: page.html,
        // Only the address in its one spelling is answered before routing: other spellings anyone can
        // make up, and addresses under a private section are anyone's to make up too.
        rememberUrl: !page.private && request.url === page.address,
        variant: language,
      });
    }
    return sendUncached(reply, page.statusCode, await page.html());
  } catch (error) {
    if (error instanceof PageNotRendered) return sendUncached(reply, page.statusCode, error.shell);
    throw error;
  }
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
