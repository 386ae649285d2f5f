import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { E2E_ADMIN } from '../../playwright.config';
import { HARDENING_DATA_DIR } from '../../playwright.hardening.config';
import { expect, type Page, test } from '../app-test';
import { logIn } from '../support';
import { allowedByPolicy } from './inline-scripts';
import { XSS_CORPUS } from './xss-corpus';
import { type Seeded, seedCorpus } from './xss-seed';

/*
 * Stored XSS, in Chromium: the corpus is saved through the API into every text and rich field
 * (articles, topics, members, courses and online courses with their lessons, FAQs, reviews,
 * landing pages, customers' names and addresses, identity documents, a newsletter), then every page
 * that shows them is opened as a visitor, as the customer who owns the course, and as an admin.
 * A payload that ran would set window.__xss (trapped), open a dialog, or, stopped by the CSP,
 * leave a violation report; the page must also hold no element that could run script later.
 */
test.describe.configure({ mode: 'serial', timeout: 600_000 });

const RESULTS = path.join(import.meta.dirname, '..', '..', '..', '..', '.tmp', 'hardening', 'xss.json');
let seeded: Seeded;
const findings: string[] = [];
const visited: { audience: string; url: string; payloadTextShown: boolean }[] = [];

/**
 * Elements that run script or navigate by themselves, if markup ever got through. (`data:` links
 * are flagged for the types a browser would run; the course page's calendar file is text/calendar.)
 */
const RUNNABLE = [
  // JSON-LD and the rendered page's state are data blocks: a browser never runs them.
  'script:not([src]):not([type="application/ld+json"]):not([type="application/json"])',
  'iframe[srcdoc]',
  'iframe[src^="javascript:" i]',
  'object',
  'embed',
  'base',
  'meta[http-equiv="refresh" i]',
  'a[href^="javascript:" i]',
  'a[href^="data:text/html" i]',
  'a[href^="data:image/svg" i]',
  'a[href^="data:application/xhtml" i]',
  'form[action^="javascript:" i]',
  '[onerror]',
  '[onload]',
  '[onclick]',
  '[onfocus]',
  '[ontoggle]',
  '[onmouseover]',
  '[onanimationstart]',
].join(', ');

async function watch(page: Page, audience: string) {
  await page.addInitScript(() => {
    const w = window as unknown as { __xssHits: string[]; __csp: string[] };
    w.__xssHits = [];
    w.__csp = [];
    Object.defineProperty(window, '__xss', {
      configurable: false,
      get: () => undefined,
      set: (value: unknown) => {
        w.__xssHits.push(String(value));
      },
    });
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__csp.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  page.on('dialog', (dialog) => {
    findings.push(`${audience} ${page.url()}: a dialog opened: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      findings.push(`${audience} ${page.url()}: CSP report: ${message.text().slice(0, 200)}`);
    }
  });
}

/** What could run on the page: markup of the RUNNABLE kinds, less the inline script its policy names by hash. */
function runnableMarkup(elements: { html: string; script: string | null }[], policy: string): string[] {
  return elements
    .filter((element) => element.script === null || !allowedByPolicy(element.script, policy))
    .map((element) => element.html);
}

/** Each element as a finding would name it, and an inline script's text (run in the page). */
const describeElements = (elements: Element[]) =>
  elements.map((element) => ({
    html: element.outerHTML.slice(0, 160),
    script: element.tagName === 'SCRIPT' ? element.textContent : null,
  }));

async function visit(page: Page, audience: string, url: string) {
  const answer = await page.goto(url);
  const policy = answer?.headers()['content-security-policy'] ?? '';
  await page.waitForLoadState('networkidle');
  // Lazy parts (editors, images) settle, and anything that would run on load has run.
  await page.waitForTimeout(400);
  const seen = await page.evaluate(() => {
    const w = window as unknown as { __xssHits?: string[]; __csp?: string[] };
    return { hits: w.__xssHits ?? [], csp: w.__csp ?? [], text: document.body.innerText.includes('__xss') };
  });
  const runnable = await page.locator(RUNNABLE).evaluateAll(describeElements);
  for (const hit of seen.hits) findings.push(`${audience} ${url}: payload ${hit} ran`);
  for (const report of seen.csp) findings.push(`${audience} ${url}: CSP blocked ${report}`);
  for (const element of runnableMarkup(runnable, policy))
    findings.push(`${audience} ${url}: runnable markup ${element}`);
  visited.push({ audience, url, payloadTextShown: seen.text });
}

const encode = (title: string) => `/${encodeURIComponent(title.trim().replace(/\s+/g, '-'))}`;

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  seeded = await seedCorpus(api, E2E_ADMIN, path.join(HARDENING_DATA_DIR, 'outbox'));
  await api.dispose();
});

test.afterAll(async () => {
  await mkdir(path.dirname(RESULTS), { recursive: true });
  const stored = Object.values(seeded?.figures.stored ?? {}).reduce((sum, n) => sum + n, 0);
  await writeFile(
    RESULTS,
    `${JSON.stringify(
      {
        payloads: XSS_CORPUS.length,
        fields: Object.keys({ ...seeded?.figures.stored, ...seeded?.figures.refused }).length,
        stored,
        refused: seeded?.figures.refused,
        storedByField: seeded?.figures.stored,
        pages: visited.length,
        pagesShowingPayloadText: visited.filter((page) => page.payloadTextShown).length,
        findings,
      },
      null,
      2,
    )}\n`,
  );
});

/** Every public page that shows a stored payload. */
const publicPages = () => [
  '/',
  '/blog',
  '/soluzioni',
  '/chisono',
  '/corsi',
  '/calendario',
  '/meditazione',
  '/faq',
  ...seeded.articles.slice(0, 12).map((title) => `/articolo${encode(title)}`),
  ...seeded.courses.map((title) => `/courseDetail${encode(title)}`),
  `/onlinecoursedetail${encode(seeded.onlineCourse)}`,
  ...seeded.memberIds.slice(0, 6).map((id) => `/corsi-membro/${id}`),
  ...seeded.landingSlugs.map((slug) => `/${slug}`),
];

test('a visitor sees the stored payloads as text on every public page, and none runs', async ({ page }) => {
  await watch(page, 'visitor');
  const pages = publicPages();
  for (const url of pages) await visit(page, 'visitor', url);
  expect(findings).toEqual([]);
  expect(visited.filter((entry) => entry.payloadTextShown).length).toBeGreaterThan(pages.length / 2);
});

test('every public page as the server renders it, read with scripts off, holds the payloads only as text', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const pages = publicPages();
  let showingText = 0;
  for (const url of pages) {
    const answer = await page.goto(url);
    // The server's own page, not the app's shell drawn later by the browser.
    expect(await page.locator('#page-state').count(), url).toBe(1);
    const runnable = await page.locator(RUNNABLE).evaluateAll(describeElements);
    const policy = answer?.headers()['content-security-policy'] ?? '';
    for (const element of runnableMarkup(runnable, policy))
      findings.push(`without scripts ${url}: runnable markup ${element}`);
    if ((await page.locator('#root').innerText()).includes('__xss')) showingText += 1;
  }
  await context.close();
  expect(findings).toEqual([]);
  expect(showingText).toBeGreaterThan(pages.length / 2);
});

test('the customer who bought the course sees its lessons and their own area, and none runs', async ({ page }) => {
  await watch(page, 'customer');
  await logIn(page, seeded.buyer.email, seeded.buyer.password);
  for (const url of ['/utente', `/corsoonline${encode(seeded.onlineCourse)}`]) await visit(page, 'customer', url);
  expect(findings).toEqual([]);
});

test('an admin sees them in every back-office list and edit form, and none runs', async ({ page }) => {
  await watch(page, 'admin');
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const pages = [
    '/pannello',
    '/clienti',
    '/ordini',
    '/pagamenti',
    '/invianewsletter',
    '/seelandingpage',
    ...seeded.landingIds.map((id) => `/edit-landing/${id}`),
    ...seeded.articles.slice(0, 4).map((title) => `/editarticolo${encode(title)}`),
    ...seeded.courses.slice(0, 2).map((title) => `/editcorso${encode(title)}`),
    `/editmeditazione${encode(seeded.onlineCourse)}`,
    ...seeded.topicIds.slice(0, 3).map((id) => `/editargomento/${id}`),
    ...seeded.memberIds.slice(0, 3).map((id) => `/editmembro/${id}`),
    ...seeded.faqIds.slice(0, 3).map((id) => `/editfaq/${id}`),
  ];
  for (const url of pages) await visit(page, 'admin', url);
  expect(findings).toEqual([]);
});
