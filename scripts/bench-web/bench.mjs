// `npm run bench:web`: builds the web app, starts the real server over a fresh embedded database with the
// demo content, measures every public page's first view in Chromium and audits five pages with
// Lighthouse, writes the results into docs/performance.md, and exits 1 when a budget is missed.
//
// The build goes to a folder of its own, so a build or end-to-end run started meanwhile in the same tree
// cannot change the files under measurement.
//
// Options: --no-build (use apps/web/dist as it is), --runs N (Lighthouse runs per page, default 3),
// --no-lighthouse, --port N (default 3300), --no-write (print only), --tls (Lighthouse through HAProxy with
// TLS and HTTP/2 on port N + 1, as a deployment serves the pages).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BUDGETS, formatKb } from './lib/budgets.mjs';
import { firstLoadFiles, measureHomeFromBuild, readRouteChunks, WEB_DIST } from './lib/first-load.mjs';
import { auditPage, CATEGORIES } from './lib/lighthouse.mjs';
import { findPublicPages, LIGHTHOUSE_PAGES } from './lib/pages.mjs';
import { renderSection, writeSection } from './lib/report.mjs';
import { CHROMIUM_PATH, measurePages } from './lib/route-bytes.mjs';
import { startServer } from './lib/server.mjs';
import { startTlsProxy, tlsOrigin } from './lib/tls-proxy.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const REPORT = path.join(ROOT, 'docs/performance.md');
const started = Date.now();
const print = (line = '') => process.stdout.write(`${line}\n`);
const step = (line) => print(`[${Math.round((Date.now() - started) / 1000)} s] ${line}`);

/** What keeps the first views small and fast; written under the tables. */
const NOTES = [
  'Every page is a lazy chunk. The web build writes `.vite/route-chunks.json` (`apps/web/vite-plugins/route-chunks.ts`): ' +
    'the entry and each route’s own chunks. The server adds `<link rel="modulepreload">` for the route’s chunks to each ' +
    'page’s HTML, so they download beside the entry instead of after it; the budget check adds up the same lists.',
  'Only the Italian layout texts are bundled with the entry; English and every other namespace load with their route ' +
    'or language. The `forms` texts, the newsletter form and its styles load when the footer comes within reach.',
  'Below the first screen, parts load as they come within reach (600 px ahead): the home’s blocks after the areas ' +
    'slider, and the footer’s newsletter form. The main area fills the first screen, so on a phone the form is out of ' +
    'reach of every first view; where a page’s first view does fetch it, the build column says so (“also …”).',
  'The contract package is marked free of side effects (`"sideEffects": false`), so a page that takes a constant from ' +
    'it no longer brings zod and every schema along; zod’s CSP setting is written without importing zod into the entry.',
  'The two Latin font faces are preloaded (no late font swap moving the home’s hero), and the main area fills the ' +
    'first screen, so the footer is never shown and then pushed down while a page loads (layout shift 0.3 on the lists).',
  'The lead picture of an article or course and the first card of the blog and course lists are preloaded from the ' +
    'page’s HTML with high priority; the first two cards of a list load eagerly, the rest lazily. Admin buttons on ' +
    'cards load only for admins.',
  'The app runs on Preact under React’s API (docs/decisions.md, “Preact under React’s API”): React DOM’s client alone ' +
    'was 74.6 KB of the home’s 152.9 KB; the first view is now under 100 KB.',
  'Public pages arrive drawn by the server, and ask for their scripts only once the page is painted (after the load ' +
    'event; `modules/seo/start-after-paint.ts`), with low priority: style sheets, fonts and the lead picture have the ' +
    'connection to themselves (first contentful paint 2.0 → 0.9 s; the article’s largest paint 2.4 → 1.5 s).',
  'What is left on the Lighthouse timeline: its largest-paint estimate also counts every script that finished ' +
    'downloading before the trace’s first paint (on this machine the local server delivers them in 200 ms, before the ' +
    'page is painted), and the simulated CPU time of starting the app, which other work on this shared machine inflates.',
];

const { values: options } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3300' },
    'no-write': { type: 'boolean', default: false },
    tls: { type: 'boolean', default: false },
  },
});
const runs = Number(options.runs);
const withLighthouse = !options['no-lighthouse'];

function describeMachine() {
  const cpus = os.cpus();
  const memory = `${Math.round(os.totalmem() / 2 ** 30)} GB`;
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${memory} RAM, ${os.type()} ${os.release()}`;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

function chromiumVersion() {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'Chromium (version unknown)';
  }
}

/** How the browser's files differ from the build's prediction, if they do. */
function compareWithBuild(routeChunks, page) {
  const predicted = firstLoadFiles(routeChunks, page.route);
  const expected = new Set([...predicted.js, ...predicted.css].map((file) => `/${file}`));
  const loaded = new Set([...page.js.files, ...page.css.files]);
  const name = (file) => file.replace(/^\/assets\//, '').replace(/-[\w-]{8}(\.\w+)$/, '$1');
  const missing = [...expected].filter((file) => !loaded.has(file)).map(name);
  const extra = [...loaded].filter((file) => !expected.has(file)).map(name);
  const parts = [];
  if (extra.length) parts.push(`also ${extra.join(', ')}`);
  if (missing.length) parts.push(`not ${missing.join(', ')}`);
  return { staticMatch: parts.length === 0, staticDifference: parts.join('; ') };
}

/**
 * A production build of the web app in a folder of its own: the browser's files in `dist` and the server
 * renderer beside them in `dist-ssr`, where the server looks for it.
 */
async function buildWebApp() {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'bench-web-'));
  const dist = path.join(folder, 'dist');
  step(`building the web app into ${dist}…`);
  const vite = (args) =>
    spawnSync('npx', ['vite', 'build', ...args, '--emptyOutDir'], {
      cwd: path.join(ROOT, 'apps/web'),
      stdio: ['ignore', 'ignore', 'inherit'],
    }).status === 0;
  if (
    !vite(['--outDir', dist]) ||
    !vite(['--ssr', 'src/entry-server.tsx', '--outDir', path.join(folder, 'dist-ssr')])
  ) {
    await rm(folder, { recursive: true, force: true });
    throw new Error('the build failed');
  }
  return dist;
}

/** The server on `dist`, every public page in Chromium, then Lighthouse on the audited ones. */
async function measure(dist, routeChunks) {
  step('starting the server over a fresh embedded database…');
  const proxyPort = Number(options.port) + 1;
  const server = await startServer({
    port: Number(options.port),
    webDist: dist,
    publicUrl: options.tls ? tlsOrigin(proxyPort) : undefined,
  });
  let proxy;
  try {
    // Lighthouse goes through the proxy; the bytes of each page are the same either way.
    if (options.tls) proxy = await startTlsProxy({ port: proxyPort, upstream: server.origin });
    const auditOrigin = proxy?.origin ?? server.origin;
    const publicPages = await findPublicPages(server.origin, routeChunks);
    step(`measuring ${publicPages.length} pages in Chromium…`);
    const pages = (await measurePages(server.origin, publicPages)).map((page) => ({
      ...page,
      ...compareWithBuild(routeChunks, page),
    }));
    const audits = [];
    if (withLighthouse) {
      for (const name of LIGHTHOUSE_PAGES) {
        const page = publicPages.find((candidate) => candidate.name === name);
        step(`Lighthouse on ${page.path} (${runs} run${runs > 1 ? 's' : ''})…`);
        audits.push(await auditPage(auditOrigin, page, runs));
      }
    }
    return { pages, audits };
  } finally {
    await proxy?.stop();
    await server.stop();
  }
}

async function main() {
  const loadBefore = loadAverage();
  const dist = options['no-build'] ? WEB_DIST : await buildWebApp();
  let routeChunks;
  let staticHome;
  let measured;
  try {
    [routeChunks, staticHome] = await Promise.all([readRouteChunks(dist), measureHomeFromBuild(dist)]);
    measured = await measure(dist, routeChunks);
  } finally {
    if (dist !== WEB_DIST) await rm(path.dirname(dist), { recursive: true, force: true });
  }
  const { pages, audits } = measured;

  const home = pages.find((page) => page.name === 'home');
  const broken = pages.filter((page) => page.status !== 200);
  const uncompressed = pages.flatMap((page) => page.uncompressed);
  const checks = [
    {
      name: `home page JavaScript, gzip level 9, at most ${formatKb(BUDGETS.homeJsGzip)}`,
      measured: `${formatKb(home.js.gzip)} in the browser, ${formatKb(staticHome.js.gzip)} from the build`,
      ok: home.js.gzip <= BUDGETS.homeJsGzip && staticHome.js.gzip <= BUDGETS.homeJsGzip,
    },
    {
      name: `text answers of ${BUDGETS.compressFrom} bytes or more compressed`,
      measured: uncompressed.length === 0 ? 'all compressed' : `${uncompressed.length} uncompressed`,
      ok: uncompressed.length === 0,
    },
    {
      name: 'every public page answers 200',
      measured:
        broken.length === 0 ? `${pages.length} pages` : broken.map((page) => `${page.path} ${page.status}`).join(', '),
      ok: broken.length === 0,
    },
    ...CATEGORIES.flatMap((category) =>
      audits.length === 0
        ? []
        : [
            {
              name: `Lighthouse ${category} at least ${BUDGETS.lighthouse[category]} on each audited page`,
              measured: audits.map((audit) => `${audit.name} ${audit.scores[category]}`).join(', '),
              ok: audits.every((audit) => audit.scores[category] >= BUDGETS.lighthouse[category]),
            },
          ],
    ),
  ];

  const environment = {
    date: `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    machine: describeMachine(),
    node: process.version,
    chromium: chromiumVersion(),
    load: `load average (1 / 5 / 15 min) ${loadBefore} before the run and ${loadAverage()} after`,
  };
  const flags = [
    ...(withLighthouse && runs !== 3 ? [`--runs ${runs}`] : []),
    ...(withLighthouse ? [] : ['--no-lighthouse']),
    ...(options.tls ? ['--tls'] : []),
  ];
  const commands = [
    `npm run bench:web${flags.length ? ` -- ${flags.join(' ')}` : ''}`,
    'npm run build && npm run bench:web:budget   # the CI check: home page JavaScript from the build',
  ];
  const transport = options.tls
    ? 'through HAProxy with TLS and HTTP/2, as a deployment serves them'
    : 'straight from the server over HTTP/1.1, without TLS';
  const section = renderSection({
    environment,
    pages,
    staticHome,
    audits,
    runs,
    transport,
    checks,
    commands,
    notes: NOTES,
  });
  if (!options['no-write']) {
    await writeSection(REPORT, section);
    print(`written to ${path.relative(process.cwd(), REPORT)}`);
  }
  print();
  print(section);
  const failed = checks.filter((check) => !check.ok);
  print();
  for (const check of checks) print(`${check.ok ? 'PASS' : 'FAIL'}: ${check.name}: ${check.measured}`);
  process.exitCode = failed.length === 0 ? 0 : 1;
}

main().catch((error) => {
  console.error(`bench:web: ${error.stack ?? error.message}`);
  process.exitCode = 2;
});
