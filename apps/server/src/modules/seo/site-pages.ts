import type { Language, PageRenderer, PublicSettings } from '@cammini/contract';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_SETTINGS } from '../settings/settings.service.js';
import { escapeHtml } from './markup.js';
import { readPageAddress } from './page-address.js';
import { PageTemplate } from './page-html.js';
import { type MovedPage, type PageMetadata, resolvePageMetadata } from './page-metadata.js';
import type { RoutePreloads } from './route-preloads.js';
import { pageCacheKey, privatePageCacheKey, type SiteIndex } from './site-index.service.js';
import { HOME_DESCRIPTION, homeTitle } from './site-routes.js';

export type RenderedPage =
  /**
   * A page found, or the not-found page: `html` makes it (with its content drawn by the renderer when
   * `drawn`; `PageNotRendered` when that fails), `shell` is the app's shell with the page's head and no
   * content. A 200 with a `cacheKey` is kept in the public cache under it (without one it is made for
   * each request). `private` pages share one entry per section and are not remembered by address.
   * `address` is where the page is, in its one spelling.
   */
  | {
      statusCode: 200 | 404;
      html: () => Promise<string>;
      shell: () => string;
      drawn: boolean;
      cacheKey?: string;
      private: boolean;
      address?: string;
    }
  /** `location` is the page's own address (another spelling of it, a renamed item's old title, lead there). */
  | { statusCode: 301; html: string; location: string }
  | { statusCode: 503; html: string };

// When the content cannot be read the shell still loads (the app retries its own calls), but
// crawlers are told to come back rather than index a page without its item.
// The settings may be unreadable too: the page carries the name a new site starts with.
const unavailablePage: PageMetadata = {
  statusCode: 200,
  title: homeTitle(DEFAULT_SETTINGS.businessName),
  siteName: DEFAULT_SETTINGS.businessName,
  headline: DEFAULT_SETTINGS.businessName,
  description: HOME_DESCRIPTION,
  noindex: true,
  ogType: 'website',
  jsonLd: [],
};

/** The body of a 301, for clients that do not follow it. */
const movedHtml = (location: string) =>
  `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Pagina spostata</title></head><body><p>La pagina si trova ora a <a href="${escapeHtml(location)}">${escapeHtml(location)}</a>.</p></body></html>\n`;

/**
 * Every page with its own head, from the cached site index; public pages and the not-found page with
 * their content rendered by the web app's renderer, pages behind a login as the app's shell.
 */
export class SitePages {
  private readonly template: PageTemplate;

  constructor(
    indexHtml: string,
    private readonly deps: {
      index: SiteIndex;
      origin: string;
      log: FastifyBaseLogger;
      preloads?: RoutePreloads;
      renderer?: PageRenderer | null;
      /** The business's details: its name in titles and JSON-LD, the home page's Organization. */
      business: () => Promise<PublicSettings>;
    },
  ) {
    this.template = new PageTemplate(indexHtml);
  }

  /** Whether public pages have their content drawn here (the web app is built with its renderer). */
  get drawsContent(): boolean {
    return !!this.deps.renderer;
  }

  async render(url: string, language: Language): Promise<RenderedPage> {
    const address = readPageAddress(url);
    const routeTags = this.deps.preloads?.tagsFor(address?.path ?? url) ?? [];
    let page: PageMetadata | MovedPage;
    try {
      page = await resolvePageMetadata(address, this.deps);
    } catch (error) {
      this.deps.log.error({ err: error, url }, 'page metadata unavailable');
      return { statusCode: 503, html: this.template.render(unavailablePage, { language, routeTags }) };
    }
    if (page.statusCode === 301) return { statusCode: 301, html: movedHtml(page.location), location: page.location };
    const found = page;
    const shell = () => this.template.render(found, { language, routeTags });
    if (found.privateSection !== undefined) {
      return {
        statusCode: 200,
        html: () => Promise.resolve(shell()),
        shell,
        drawn: false,
        cacheKey: privatePageCacheKey(found.privateSection, language, routeTags),
        private: true,
      };
    }
    if (!address) {
      // An address that cannot be read names no page: the app's shell says so, nothing is drawn for it.
      return { statusCode: 404, html: () => Promise.resolve(shell()), shell, drawn: false, private: false };
    }
    // The renderer draws the address in its one spelling, as the browser's router will.
    const drawnAt = `${address.path}${address.query}`;
    return {
      statusCode: found.statusCode,
      html: () => this.document(found, drawnAt, language, routeTags),
      shell,
      drawn: this.drawsContent,
      cacheKey: found.statusCode === 200 ? pageCacheKey(address, language) : undefined,
      private: false,
      address: found.path,
    };
  }

  /** A public page's document with its content rendered; when it cannot be, the app's shell. */
  private async document(page: PageMetadata, url: string, language: Language, routeTags: string[]) {
    const { renderer, origin, log } = this.deps;
    const shell = () => this.template.render(page, { language, routeTags });
    if (!renderer) return shell();
    try {
      const rendered = await renderer.render(new URL(url, `${origin}/`), language);
      return this.template.render(page, { language, routeTags, rendered });
    } catch (error) {
      log.error({ err: error, url }, 'page not rendered: the browser draws it');
      throw new PageNotRendered(shell());
    }
  }
}

/**
 * A page whose content could not be rendered (its data unavailable): `shell` is the app's shell with the
 * page's head, sent this time and not kept, so the page is rendered again on the next visit.
 */
export class PageNotRendered extends Error {
  constructor(readonly shell: string) {
    super('page not rendered');
  }
}
