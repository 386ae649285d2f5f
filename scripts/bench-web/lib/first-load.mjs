// What the first view of a route downloads, read from the production build alone. The web build writes
// `.vite/route-chunks.json` (apps/web/vite-plugins/route-chunks.ts): the entry chunk with its static
// imports and CSS, and for every route of app/router.tsx its lazy page chunk, the page's translation
// chunks (the router loads them beside the page), their static imports and CSS.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const WEB_DIST = path.resolve(import.meta.dirname, '../../../apps/web/dist');
const ROUTE_CHUNKS_FILE = '.vite/route-chunks.json';

/** gzip at level 9: the reference measure of a body, whatever the server sends. */
export const gzipSize = (body) => gzipSync(body, { level: 9 }).length;

/** The build's route map: `{ entry: { js, css }, routes: [{ path, module, namespaces, js, css }] }`. */
export async function readRouteChunks(dist = WEB_DIST) {
  const file = path.join(dist, ROUTE_CHUNKS_FILE);
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read ${file}: run \`npm run build\` first (${error.code ?? error.message})`);
  }
}

/** The route of a path pattern as written in app/router.tsx ('' for the home). */
export function findRoute(routeChunks, routePath) {
  const route = routeChunks.routes.find((candidate) => candidate.path === routePath);
  if (!route) throw new Error(`app/router.tsx has no route "${routePath}" any more`);
  return route;
}

/** The files (JS and CSS, relative to dist/) a route's first view needs. */
export const firstLoadFiles = (routeChunks, route) => ({
  js: [...routeChunks.entry.js, ...route.js],
  css: [...routeChunks.entry.css, ...route.css],
});

/** Raw and gzip-9 bytes of a list of built files. */
export async function measureFiles(files, dist = WEB_DIST) {
  const sizes = await Promise.all(
    files.map(async (file) => {
      const body = await readFile(path.join(dist, file));
      return { file, raw: body.length, gzip: gzipSize(body) };
    }),
  );
  return {
    files: sizes,
    raw: sizes.reduce((sum, size) => sum + size.raw, 0),
    gzip: sizes.reduce((sum, size) => sum + size.gzip, 0),
  };
}

/** The home page's first-load JavaScript and CSS, measured from a build (apps/web/dist by default). */
export async function measureHomeFromBuild(dist = WEB_DIST) {
  const routeChunks = await readRouteChunks(dist);
  const files = firstLoadFiles(routeChunks, findRoute(routeChunks, ''));
  const [js, css] = await Promise.all([measureFiles(files.js, dist), measureFiles(files.css, dist)]);
  return { js, css };
}
