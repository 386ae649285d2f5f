import { readFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { escapeHtml } from './markup.js';

/** One route of the web build's `.vite/route-chunks.json` (apps/web/vite-plugins/route-chunks.ts). */
interface RouteChunks {
  /** As written in the web app's route table: '' is the home, ':name' one segment, '*' any rest. */
  path: string;
  js: string[];
  css: string[];
}

const isRouteChunks = (value: unknown): value is RouteChunks => {
  const route = value as RouteChunks;
  return (
    typeof route?.path === 'string' &&
    [route.js, route.css].every((files) => Array.isArray(files) && files.every((file) => typeof file === 'string'))
  );
};

const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean);

/**
 * How well a route pattern matches an address, as the web app's router ranks them: every static
 * segment beats a parameter, a parameter beats the catch-all, and an exact length beats the catch-all.
 */
function matchScore(pattern: string[], segments: string[]): number | undefined {
  let score = 0;
  for (const [index, part] of pattern.entries()) {
    if (part === '*') return score + 1;
    const segment = segments[index];
    if (segment === undefined) return undefined;
    if (part.startsWith(':')) score += 3;
    else if (part.toLowerCase() === segment.toLowerCase()) score += 10;
    else return undefined;
  }
  return pattern.length === segments.length ? score + 2 : undefined;
}

/**
 * The preload links of each page: the chunks of the page's own route (its code, translations and
 * styles), so the browser fetches them beside the entry script instead of after running it.
 */
export class RoutePreloads {
  private readonly routes: { pattern: string[]; tags: string[] }[];

  constructor(routes: RouteChunks[]) {
    this.routes = routes.map((route) => ({
      pattern: segmentsOf(route.path),
      tags: [
        // Applied before the first paint: the page arrives drawn, and its own styles must not come after it.
        // First, so the browser asks for them before the scripts, which the first paint does not need.
        ...route.css.map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}" />`),
        ...route.js.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`),
      ],
    }));
  }

  /** The build's map, or none when it is missing or unreadable (the pages then load as before). */
  static async fromFile(file: string, log: FastifyBaseLogger): Promise<RoutePreloads | undefined> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      log.warn({ err: error, file }, 'no route chunk map: pages load without preloads');
      return undefined;
    }
    const routes = (parsed as { routes?: unknown })?.routes;
    if (!Array.isArray(routes) || !routes.every(isRouteChunks)) {
      log.warn({ file }, 'route chunk map not understood: pages load without preloads');
      return undefined;
    }
    return new RoutePreloads(routes);
  }

  /** The links for a page address (path and query), best-matching route first; none when no route matches. */
  tagsFor(url: string): string[] {
    const segments = segmentsOf(url.split(/[?#]/, 1)[0] ?? '');
    let best: { score: number; tags: string[] } | undefined;
    for (const route of this.routes) {
      const score = matchScore(route.pattern, segments);
      if (score !== undefined && (!best || score > best.score)) best = { score, tags: route.tags };
    }
    return best?.tags ?? [];
  }
}
