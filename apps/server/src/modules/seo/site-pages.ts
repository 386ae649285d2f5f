import type { FastifyBaseLogger } from 'fastify';
import { escapeHtml } from './markup.js';
import { PageTemplate } from './page-html.js';
import { type MovedPage, type PageMetadata, resolvePageMetadata } from './page-metadata.js';
import type { RoutePreloads } from './route-preloads.js';
import { pageCacheKey, privatePageCacheKey, type SiteIndex } from './site-index.service.js';
import { HOME_DESCRIPTION, HOME_TITLE, SITE_NAME } from './site-routes.js';

export type RenderedPage =
  /**
   * A page found, to be kept in the public cache under `cacheKey` and made by `html` on a miss.
   * `private` pages share one entry per section and are not remembered by address.
   */
  | { statusCode: 200; html: () => string; cacheKey: string; private: boolean }
  /** `location` is the item's current address (a renamed item's old links lead there). */
  | { statusCode: 301; html: string; location: string }
  | { statusCode: 404 | 503; html: string };

// When the content cannot be read the shell still loads (the app retries its own calls), but
// crawlers are told to come back rather than index a page without its item.
const unavailablePage: PageMetadata = {
  statusCode: 200,
  title: HOME_TITLE,
  headline: SITE_NAME,
  description: HOME_DESCRIPTION,
  noindex: true,
  ogType: 'website',
  jsonLd: [],
};

/** The body of a 301, for clients that do not follow it. */
const movedHtml = (location: string) =>
  `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Pagina spostata</title></head><body><p>La pagina si trova ora a <a href="${escapeHtml(location)}">${escapeHtml(location)}</a>.</p></body></html>\n`;

/** Renders the SPA shell with each page's own head, from the cached site index. */
export class SitePages {
  private readonly template: PageTemplate;

  constructor(
    indexHtml: string,
    private readonly deps: { index: SiteIndex; origin: string; log: FastifyBaseLogger; preloads?: RoutePreloads },
  ) {
    this.template = new PageTemplate(indexHtml);
  }

  async render(url: string): Promise<RenderedPage> {
    const preloads = this.deps.preloads?.tagsFor(url) ?? [];
    let page: PageMetadata | MovedPage;
    try {
      page = await resolvePageMetadata(url, this.deps);
    } catch (error) {
      this.deps.log.error({ err: error, url }, 'page metadata unavailable');
      return { statusCode: 503, html: this.template.render(unavailablePage, preloads) };
    }
    if (page.statusCode === 301) return { statusCode: 301, html: movedHtml(page.location), location: page.location };
    if (page.statusCode !== 200) return { statusCode: 404, html: this.template.render(page, preloads) };
    const found = page;
    const cacheKey =
      found.privateSection === undefined ? pageCacheKey(url) : privatePageCacheKey(found.privateSection, preloads);
    return {
      statusCode: 200,
      html: () => this.template.render(found, preloads),
      cacheKey,
      private: found.privateSection !== undefined,
    };
  }
}
