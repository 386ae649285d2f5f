import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BUILT_INDEX_HTML } from '../../../test/fixtures/seo.fixtures.js';
import { PageTemplate } from './page-html.js';
import type { PageMetadata } from './page-metadata.js';
import { RoutePreloads } from './route-preloads.js';

const preloads = new RoutePreloads([
  { path: '', js: ['assets/home-page-1.js', 'assets/home-2.js'], css: ['assets/home-3.css'] },
  { path: 'blog', js: ['assets/blog-page-1.js'], css: [] },
  { path: 'articolo/:title', js: ['assets/article-page-1.js'], css: [] },
  { path: 'corsi-membro/:idMember', js: ['assets/member-courses-1.js'], css: [] },
  { path: '*', js: ['assets/landing-page-1.js'], css: [] },
]);

const hrefs = (url: string) => preloads.tagsFor(url).map((tag) => /href="([^"]+)"/.exec(tag)?.[1]);

describe('route preloads', () => {
  it('gives the home page its style sheet first, then its page chunk and translations', () => {
    expect(preloads.tagsFor('/')).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/home-3.css" />',
      '<link rel="modulepreload" crossorigin href="/assets/home-page-1.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/home-2.js" />',
    ]);
  });

  it('matches addresses as the web router does: static segments before parameters before the catch-all', () => {
    expect(hrefs('/blog?page=2')).toEqual(['/assets/blog-page-1.js']);
    expect(hrefs('/Blog/')).toEqual(['/assets/blog-page-1.js']);
    expect(hrefs('/articolo/Il-respiro-che-cura')).toEqual(['/assets/article-page-1.js']);
    expect(hrefs('/corsi-membro/3')).toEqual(['/assets/member-courses-1.js']);
    expect(hrefs('/ritiro-di-primavera')).toEqual(['/assets/landing-page-1.js']);
    expect(hrefs('/articolo/uno/due')).toEqual(['/assets/landing-page-1.js']);
  });

  it('has nothing for an address no route takes', () => {
    const withoutCatchAll = new RoutePreloads([{ path: 'blog', js: ['assets/blog-page-1.js'], css: [] }]);
    expect(withoutCatchAll.tagsFor('/corsi')).toEqual([]);
  });

  it('writes the links last in the head, after the page tags and the entry script', () => {
    const page: PageMetadata = {
      statusCode: 200,
      title: 'Blog · Cammini di Crescita',
      siteName: 'Cammini di Crescita',
      headline: 'Blog',
      description: 'Articoli',
      noindex: false,
      ogType: 'website',
      jsonLd: [],
    };
    const html = new PageTemplate(BUILT_INDEX_HTML).render(page, {
      language: 'it',
      routeTags: preloads.tagsFor('/blog'),
    });
    const link = html.indexOf('<link rel="modulepreload" crossorigin href="/assets/blog-page-1.js" />');
    expect(link).toBeGreaterThan(html.indexOf('twitter:description'));
    // After the app's own script and styles, so the page's style sheets win over the shared ones.
    expect(link).toBeGreaterThan(html.indexOf('<script type="module"'));
    expect(link).toBeLessThan(html.indexOf('</head>'));
  });
});

describe('reading the map the web build writes', () => {
  let dir: string;
  const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'route-preloads-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads the routes of .vite/route-chunks.json', async () => {
    const file = path.join(dir, 'route-chunks.json');
    await writeFile(
      file,
      JSON.stringify({
        entry: { js: ['assets/index-1.js'], css: [] },
        routes: [{ path: '', js: ['assets/h.js'], css: [] }],
      }),
    );
    const read = await RoutePreloads.fromFile(file, log);
    expect(read?.tagsFor('/')).toEqual(['<link rel="modulepreload" crossorigin href="/assets/h.js" />']);
  });

  it('does without preloads when the map is missing or not understood', async () => {
    expect(await RoutePreloads.fromFile(path.join(dir, 'missing.json'), log)).toBeUndefined();
    const odd = path.join(dir, 'odd.json');
    await writeFile(odd, JSON.stringify({ routes: [{ path: '', js: 'assets/h.js' }] }));
    expect(await RoutePreloads.fromFile(odd, log)).toBeUndefined();
    expect(log.warn).toHaveBeenCalledTimes(2);
  });
});
