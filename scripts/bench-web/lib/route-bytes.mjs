// Loads each page's first view in headless Chromium (a fresh profile each time, a phone's viewport) and
// records every response until the network is idle: the JavaScript and CSS it took, as sent and gzipped
// at level 9, and whether every text answer of 1 KB or more came compressed.
import http from 'node:http';
import { chromium } from '@playwright/test';
import { BUDGETS } from './budgets.mjs';
import { gzipSize } from './first-load.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Headless Chromium on a closed network: no background connections, which would be refused by the dozen. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** Lighthouse's mobile screen (Moto G Power), so the first view is the one Lighthouse audits. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const TEXT_TYPES = /^(?:text\/html|text\/css|(?:application|text)\/javascript|application\/(?:[\w.-]+\+)?json)\b/i;

const kindOf = (resourceType, contentType) => {
  if (resourceType === 'script' || /javascript/i.test(contentType)) return 'js';
  if (resourceType === 'stylesheet' || /text\/css/i.test(contentType)) return 'css';
  return 'other';
};

async function recordResponse(response) {
  const request = response.request();
  const headers = await response.allHeaders();
  const contentType = headers['content-type'] ?? '';
  const kind = kindOf(request.resourceType(), contentType);
  const isText = TEXT_TYPES.test(contentType);
  const sizes = await request.sizes().catch(() => ({ responseBodySize: 0 }));
  const body = isText || kind !== 'other' ? await response.body().catch(() => undefined) : undefined;
  return {
    url: new URL(response.url()).pathname + new URL(response.url()).search,
    status: response.status(),
    kind,
    isText,
    encoding: headers['content-encoding'] ?? null,
    transferred: sizes.responseBodySize,
    size: body?.length ?? 0,
    gzip: body ? gzipSize(body) : 0,
  };
}

/** The raw bytes and encoding of one answer (fetch would decode them). */
const getRaw = (url, encoding) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ encoding: response.headers['content-encoding'], bytes: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });

/**
 * Whether a text answer the page got uncompressed stays so: one small enough to go out as it is on its
 * first use is asked for again, as the next visitor would.
 */
async function staysUncompressed(origin, response) {
  if (response.size >= BUDGETS.compressedFromSecondUseBelow) return true;
  const again = await getRaw(`${origin}${response.url}`, 'br, gzip');
  return !['br', 'gzip'].includes(again.encoding);
}

const sum = (responses, key) => responses.reduce((total, response) => total + response[key], 0);

/** One page's first view. */
export async function measurePage(browser, origin, page) {
  const context = await browser.newContext({ ...PHONE, locale: 'it-IT' });
  const tab = await context.newPage();
  const pending = [];
  tab.on('response', (response) => pending.push(recordResponse(response)));
  const answer = await tab.goto(`${origin}${page.path}`, { waitUntil: 'networkidle', timeout: 60_000 });
  const responses = await Promise.all(pending);
  await context.close();
  const js = responses.filter((response) => response.kind === 'js');
  const css = responses.filter((response) => response.kind === 'css');
  const sentAsTheyAre = responses.filter(
    (response) =>
      response.isText && response.size >= BUDGETS.compressFrom && !['br', 'gzip'].includes(response.encoding),
  );
  const stay = await Promise.all(sentAsTheyAre.map((response) => staysUncompressed(origin, response)));
  const uncompressed = sentAsTheyAre.filter((_, index) => stay[index]);
  return {
    ...page,
    status: answer?.status() ?? 0,
    requests: responses.length,
    transferred: sum(responses, 'transferred'),
    js: { files: js.map((r) => r.url), count: js.length, transferred: sum(js, 'transferred'), gzip: sum(js, 'gzip') },
    css: {
      files: css.map((r) => r.url),
      count: css.length,
      transferred: sum(css, 'transferred'),
      gzip: sum(css, 'gzip'),
    },
    texts: responses.filter((response) => response.isText && response.size >= BUDGETS.compressFrom).length,
    uncompressed: uncompressed.map((r) => `${r.url} (${r.size} B, ${r.encoding ?? 'identity'})`),
  };
}

/** Every page in turn, in one browser. */
export async function measurePages(origin, pages) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const results = [];
    for (const page of pages) results.push(await measurePage(browser, origin, page));
    return results;
  } finally {
    await browser.close();
  }
}
