import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRenderer, PageRendererModule } from '@cammini/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { EVERY_CACHE_TAG } from '../../lib/cache-tags.js';
import { sanitizeForPage } from '../../lib/rich-text.js';

/**
 * The app's answer to a call of the renderer. Started at once with a callback: the promise form starts the
 * request later, from a job that does not carry the render's async context, and its reads would not be
 * recorded for the page.
 */
function injectFor(app: FastifyInstance, url: string, init: RequestInit): Promise<LightMyRequestResponse> {
  return new Promise((resolve, reject) => {
    app.inject(
      { method: (init.method ?? 'GET') as 'GET', url, headers: { accept: 'application/json' } },
      (error, answer) => (answer && !error ? resolve(answer) : reject(error ?? new Error('no answer'))),
    );
  });
}

/** The built server renderer beside the web build (`<web dist>/../dist-ssr`). */
export const rendererFile = (webDist: string) => path.join(webDist, '..', 'dist-ssr', 'entry-server.js');

/**
 * Loads the web app's renderer, its API calls answered by this app in process (the same routes, public
 * cache and limits a browser's calls meet, without a network hop); null when the web app is not built
 * with it (the pages are then the app's shell, drawn by the browser). Each call's answer counts as read
 * for the page being drawn (`PublicCache.recordingReads`): a call answered through the public cache with
 * the tags of its answer, any other with every tag, since nothing says what it shows.
 */
export async function loadWebRenderer(app: FastifyInstance, webDist: string): Promise<PageRenderer | null> {
  const file = rendererFile(webDist);
  if (!existsSync(file)) {
    app.log.warn({ file }, 'no server renderer: pages are drawn by the browser');
    return null;
  }
  const module = (await import(pathToFileURL(file).href)) as PageRendererModule;
  return module.createPageRenderer({
    api: async (url, init) => {
      const { value: answer, tags } = await app.publicCache.recordingReads(() => injectFor(app, url, init));
      if (tags.length === 0) app.publicCache.noteRead(EVERY_CACHE_TAG);
      return new Response(answer.statusCode === 204 ? null : answer.rawPayload, { status: answer.statusCode });
    },
    sanitizeHtml: sanitizeForPage,
  });
}
