import type { Language } from './accounts.js';

/**
 * The web app's server renderer as both sides see it: the web's entry-server makes it, the server loads
 * the built file and draws the public pages with it.
 */

/** A page drawn by the renderer. */
export interface RenderedPageContent {
  /** The markup of the app's root element. */
  html: string;
  /** The script element carrying the page's language and data. */
  stateScript: string;
  /** The document title the page sets, in its language; none when the page names none. */
  title?: string;
}

export interface PageRenderer {
  render(url: URL, language: Language): Promise<RenderedPageContent>;
}

export interface PageRendererOptions {
  /** Answers the app's API calls on the server: the server's own routes, in process. */
  api: (path: string, init: RequestInit) => Promise<Response>;
  /** Cleans rich HTML where DOMPurify has no DOM, with the rules of the browser's pass. */
  sanitizeHtml: (html: string) => string;
}

/** What the built renderer module exports. */
export interface PageRendererModule {
  createPageRenderer(options: PageRendererOptions): PageRenderer;
}
