import type { FastifyBaseLogger } from 'fastify';
import { etagOf } from '../../lib/public-cache.js';
import { escapeHtml } from './markup.js';
import { PageTemplate } from './page-html.js';
import { type MovedPage, type PageMetadata, resolvePageMetadata } from './page-metadata.js';
import type { RoutePreloads } from './route-preloads.js';
import type { SiteIndex } from './site-index.service.js';
import { HOME_DESCRIPTION, HOME_TITLE, SITE_NAME } from './site-routes.js';

export interface RenderedPage {
  statusCode: 200 | 301 | 404 | 503;
  html: string;
  /** Only on 200 pages: the HTML is revalidated, never stored stale (no-cache). */
  etag?: string;
  /** Only on 301: the item's current address (a renamed item's old links lead there). */
  location?: string;
}

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

/** Renders the SPA shell with each page's own head (DESIGN §7), from the cached site index. */
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
    const html = this.template.render(page, preloads);
    return page.statusCode === 200 ? { statusCode: 200, html, etag: etagOf(html) } : { statusCode: 404, html };
  }
}
