import type { Language, PageRendererModule } from '@cammini/contract';
import { dehydrate, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { options as preactOptions } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { type PageHandle, routes } from './app/router';
import { setSanitizerWithoutDom } from './features/articles/components/article-content';
import { setApiTransport } from './lib/api-client';
import { isRefusal } from './lib/forms/problem-of';
import { type AnyInfiniteQuery, type PrefetchQuery, pageStateScript } from './lib/page-data';
import { createQueryClient } from './lib/query-client';
import { PageTitleReport } from './lib/use-page-title';

/*
 * The server's side of the web app (built with `vite build --ssr`): the public pages rendered by React
 * with the routes and queries the browser uses, their data fetched first and handed over beside the
 * HTML, so the browser hydrates what it would have drawn itself.
 */

// The server never runs a page's effects. The asynchronous render marks them skipped only until its first
// pause (a lazily loaded block): the parts drawn after it would schedule their effects to run here a frame
// later. The mark stays set for the process (`__s` is the name Preact's builds give it, the renderer's too).
(preactOptions as { __s?: boolean }).__s = true;

const locales = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });

/** Every text of every namespace, loaded once: the server renders any page in either language. */
function allResources(): Resource {
  const resources: Resource = {};
  for (const [file, texts] of Object.entries(locales)) {
    const [, language, namespace] = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
    if (!language || !namespace) continue;
    resources[language] ??= {};
    resources[language][namespace] = texts;
  }
  return resources;
}

function translations(language: Language, resources: Resource): I18n {
  const instance = createInstance({
    lng: language,
    fallbackLng: 'it',
    resources,
    defaultNS: 'common',
    ns: Object.keys(resources.it ?? {}),
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  void instance.init();
  return instance;
}

/** Runs one query of a page; asking again after a failure would only hold the page back. */
function prefetch(queryClient: QueryClient, query: PrefetchQuery): Promise<void> {
  return 'initialPageParam' in query
    ? queryClient.prefetchInfiniteQuery({ ...(query as AnyInfiniteQuery), retry: false })
    : queryClient.prefetchQuery({ ...query, retry: false });
}

/**
 * A 4xx says something about the item (not found, gone): the page shows it as the browser would. Anything
 * else (the database away) is not drawn into a page that would be kept: the render fails instead.
 */
const isAnswerOfTheItem = isRefusal;

/** The renderer the server loads from the built file (the contract's PageRendererModule). */
export const createPageRenderer: PageRendererModule['createPageRenderer'] = (options) => {
  setApiTransport(options.api);
  setSanitizerWithoutDom(options.sanitizeHtml);
  const handler = createStaticHandler(routes);
  const resources = allResources();
  const i18nByLanguage: Record<Language, I18n> = {
    it: translations('it', resources),
    en: translations('en', resources),
  };

  return {
    async render(url, language) {
      const context = await handler.query(new Request(url));
      if (context instanceof Response) throw new Error(`the route table answered ${url.pathname} with a response`);
      const queryClient = createQueryClient();
      // The page is drawn once, from what was fetched: a failed query shows its failure.
      queryClient.setDefaultOptions({
        queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false },
      });
      const queries = context.matches.flatMap(
        (match) =>
          (match.route.handle as PageHandle | undefined)?.prefetch?.({
            params: match.params,
            search: url.searchParams,
            language,
          }) ?? [],
      );
      await Promise.all(queries.map((query) => prefetch(queryClient, query)));
      const failed = queryClient
        .getQueryCache()
        .getAll()
        .find((query) => query.state.status === 'error' && !isAnswerOfTheItem(query.state.error));
      if (failed) {
        throw new Error(`page data unavailable: ${JSON.stringify(failed.queryKey)}`, { cause: failed.state.error });
      }
      const router = createStaticRouter(handler.dataRoutes, context);
      let title: string | undefined;
      const reportTitle = (documentTitle: string) => {
        title = documentTitle;
      };
      // The asynchronous render waits for every suspended part (a lazily loaded block) instead of drawing
      // its fallback, and puts each in place: no part is sent apart for a script to move. A part that fails
      // fails the render: such a page is not kept, the server sends the app's shell instead.
      let html: string;
      try {
        html = await renderToStringAsync(
          <StrictMode>
            <I18nextProvider i18n={i18nByLanguage[language]}>
              <QueryClientProvider client={queryClient}>
                <PageTitleReport value={reportTitle}>
                  <StaticRouterProvider router={router} context={context} hydrate={false} />
                </PageTitleReport>
              </QueryClientProvider>
            </I18nextProvider>
          </StrictMode>,
        );
      } catch (error) {
        throw new Error(`page render failed: ${url.pathname}`, { cause: error });
      }
      const state = dehydrate(queryClient, { shouldDehydrateQuery: () => true });
      queryClient.clear();
      return { html, stateScript: pageStateScript({ language, queries: state }), title };
    },
  };
};
