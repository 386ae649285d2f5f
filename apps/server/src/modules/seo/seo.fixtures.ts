import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { seedDemoContent } from '../../db/seed/seed-demo.js';

export const ORIGIN = 'https://cammini.example';

/** Shaped like Vite's output: the defaults of apps/web/index.html plus the injected entry script. */
export const BUILT_INDEX_HTML = `<!doctype html>
<html lang="it">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>Cammini di Crescita — percorsi di crescita personale</title>
    <meta name="description" content="Descrizione predefinita del modello." />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** Shaped like the web build's .vite/route-chunks.json (apps/web/vite-plugins/route-chunks.ts). */
export const BUILT_ROUTE_CHUNKS = {
  entry: { js: ['assets/index-abc123.js'], css: [] },
  routes: [
    {
      path: '',
      module: 'src/app/routes/public/home-page.tsx',
      namespaces: ['home'],
      js: ['assets/home-page-1.js'],
      css: [],
    },
    {
      path: '*',
      module: 'src/app/routes/public/landing-page.tsx',
      namespaces: [],
      js: ['assets/landing-1.js'],
      css: [],
    },
  ],
};

export interface SeoTestApp extends TestApp {
  webDist: string;
}

/** The real app with a fake build in WEB_DIST, PUBLIC_URL set, and (unless told) the demo content seeded. */
export async function buildSeoTestApp(options: { seed?: boolean } = {}): Promise<SeoTestApp> {
  const webDist = await mkdtemp(path.join(tmpdir(), 'cammini-web-'));
  await mkdir(path.join(webDist, 'assets'), { recursive: true });
  await writeFile(path.join(webDist, 'index.html'), BUILT_INDEX_HTML);
  await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  await mkdir(path.join(webDist, '.vite'));
  await writeFile(path.join(webDist, '.vite', 'route-chunks.json'), JSON.stringify(BUILT_ROUTE_CHUNKS));
  const t = await buildTestApp({ env: { WEB_DIST: webDist, PUBLIC_URL: ORIGIN } });
  if (options.seed ?? true) {
    await seedDemoContent(t.db, {
      uploadsDir: path.join(t.dataDir, 'uploads'),
      privateDir: path.join(t.dataDir, 'private'),
    });
  }
  return {
    ...t,
    webDist,
    close: async () => {
      await t.close();
      await rm(webDist, { recursive: true, force: true });
    },
  };
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decode = (value: string) => value.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/** The head of a rendered page, read the way a crawler would. */
export function readHead(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const metas = [...head.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)" \/>/g)];
  const meta = (key: string) => {
    const found = metas.filter((match) => match[2] === key);
    if (found.length > 1) throw new Error(`${key} appears ${found.length} times`);
    return found[0] ? decode(found[0][3]!) : undefined;
  };
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)];
  if (titles.length !== 1) throw new Error(`${titles.length} titles`);
  return {
    title: decode(titles[0]![1]!),
    meta,
    canonical: decode(head.match(/<link rel="canonical" href="([^"]*)" \/>/)?.[1] ?? '') || undefined,
    modulePreloads: [...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]*)" \/>/g)].map(
      (match) => match[1],
    ),
    preloadedImage: decode(head.match(/<link rel="preload" as="image" href="([^"]*)"/)?.[1] ?? '') || undefined,
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown> & { '@type': string },
    ),
  };
}
