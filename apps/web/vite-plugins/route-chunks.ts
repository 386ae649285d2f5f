import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** What a route's first view loads beyond the entry: its page chunk, translation chunks and their imports. */
export interface RouteChunks {
  /** The route's path as written in app/router.tsx ('' is the home, '*' any other address). */
  path: string;
  module: string;
  namespaces: string[];
  js: string[];
  css: string[];
}

export interface RouteChunksFile {
  entry: { js: string[]; css: string[] };
  routes: RouteChunks[];
}

/** Where the build writes the map (in dist/); the server and scripts/bench-web read it. */
export const ROUTE_CHUNKS_FILE = '.vite/route-chunks.json';

/** The language a first visit gets: its translation chunks are the ones a first view loads. */
const FIRST_VISIT_LANGUAGE = 'it';

const ROUTE =
  /(?:index:\s*true|path:\s*'([^']*)')\s*,\s*\.\.\.page\(\s*\(\)\s*=>\s*import\('([^']+)'\)((?:\s*,\s*'[^']+')*)\s*\)/g;

/**
 * The route table as written in app/router.tsx, where every page is
 * `{ path: 'blog', ...page(() => import('./routes/public/blog-page'), 'content') }` (or `index: true`).
 */
export function readRouteTable(source: string): Omit<RouteChunks, 'js' | 'css'>[] {
  return [...source.matchAll(ROUTE)].map(([, routePath, module = '', names = '']) => ({
    path: routePath ?? '',
    module: path.posix.join('src/app', `${module.replace(/^\.\//, '')}.tsx`),
    namespaces: [...names.matchAll(/'([^']+)'/g)].map(([, name]) => name as string),
  }));
}

type ChunkWithCss = Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/**
 * Writes `.vite/route-chunks.json`: for the entry and for every route, the JavaScript and CSS files its
 * first view loads. The server turns a page's list into preload links, so the page's own chunks download
 * beside the entry instead of after it; the web budget check adds them up.
 */
export function routeChunks(options: { root: string }): Plugin {
  const routerFile = path.join(options.root, 'src/app/router.tsx');
  return {
    name: 'cammini:route-chunks',
    // The browser's build only: the server renderer's has no chunks a page loads.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    // After Vite has dropped the chunks that only carried CSS (and moved their CSS onto their importers).
    generateBundle: {
      order: 'post',
      handler(_output, bundle: Rolldown.OutputBundle) {
        const chunks = Object.values(bundle).filter((item): item is ChunkWithCss => item.type === 'chunk');
        const byModule = new Map(
          chunks
            .filter((chunk) => chunk.facadeModuleId)
            .map((chunk) => [
              path
                .relative(options.root, chunk.facadeModuleId as string)
                .split(path.sep)
                .join('/'),
              chunk,
            ]),
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (start: ChunkWithCss[]) => {
          const js = new Set<string>();
          const css = new Set<string>();
          const visit = (chunk: ChunkWithCss) => {
            if (js.has(chunk.fileName)) return;
            js.add(chunk.fileName);
            for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
            for (const imported of chunk.imports) {
              const next = byFile.get(imported);
              if (next) visit(next);
            }
          };
          for (const chunk of start) visit(chunk);
          return { js, css };
        };
        const entryChunk = chunks.find((chunk) => chunk.isEntry);
        if (!entryChunk) throw new Error('route-chunks: the build has no entry chunk');
        const entry = closure([entryChunk]);
        const chunkOf = (module: string) => {
          const chunk = byModule.get(module);
          if (!chunk) throw new Error(`route-chunks: no chunk for ${module}: has app/router.tsx changed its form?`);
          return chunk;
        };
        const table = readRouteTable(readFileSync(routerFile, 'utf8'));
        if (!table.some((route) => route.path === '')) throw new Error('route-chunks: no home route in app/router.tsx');
        const routes = table.map((route) => {
          const own = closure([
            chunkOf(route.module),
            ...route.namespaces.map((ns) => chunkOf(`src/locales/${FIRST_VISIT_LANGUAGE}/${ns}.json`)),
          ]);
          return {
            ...route,
            js: [...own.js].filter((file) => !entry.js.has(file)),
            css: [...own.css].filter((file) => !entry.css.has(file)),
          };
        });
        const file: RouteChunksFile = { entry: { js: [...entry.js], css: [...entry.css] }, routes };
        this.emitFile({ type: 'asset', fileName: ROUTE_CHUNKS_FILE, source: `${JSON.stringify(file, null, 2)}\n` });
      },
    },
  };
}
