// Lighthouse (the npm package) driving Debian's Chromium with its default settings: the mobile form factor
// and simulated throttling (slow 4G, 4x CPU slowdown), so a busy machine moves the scores less than
// applied throttling would.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './route-bytes.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Audits that cost points: failed binary audits and metrics or opportunities under 0.9. */
function findProblems(lhr) {
  const problems = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
      problems.push(`${category}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    }
  }
  return problems;
}

/**
 * One Lighthouse run in a fresh Chromium: its report, or the error when Chromium failed to record the trace.
 * Through the TLS proxy the certificate is the run's own, which Chromium is told to accept.
 */
async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [
      '--headless=new',
      ...CHROMIUM_FLAGS,
      ...(url.startsWith('https:') ? ['--ignore-certificate-errors'] : []),
    ],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: CATEGORIES });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr.runtimeError ? { error: result.lhr.runtimeError.message } : { lhr: result.lhr };
  } finally {
    chrome.kill();
  }
}

async function auditOnce(url) {
  let run;
  // A trace Chromium failed to record (NO_NAVSTART and the like) happens now and then on a busy machine.
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    run = await runLighthouse(url);
    if (run.lhr) break;
  }
  if (!run.lhr) throw new Error(`Lighthouse on ${url}: ${run.error}`);
  const { lhr } = run;
  return {
    version: lhr.lighthouseVersion,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)])),
    metrics: Object.fromEntries(Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id].numericValue])),
    problems: findProblems(lhr),
    warnings: lhr.runWarnings,
  };
}

/**
 * `runs` audits of one page, each in a fresh Chromium: performance and its metrics are the median of
 * the runs, the other categories (which do not depend on timing) come from the median performance run.
 */
export async function auditPage(origin, page, runs) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await auditOnce(`${origin}${page.path}`));
  const performance = median(results.map((result) => result.scores.performance));
  const chosen = results.find((result) => result.scores.performance === performance) ?? results[0];
  return {
    ...page,
    lighthouseVersion: chosen.version,
    runs: results.map((result) => result.scores.performance),
    scores: { ...chosen.scores, performance },
    metrics: Object.fromEntries(Object.keys(METRICS).map((key) => [key, median(results.map((r) => r.metrics[key]))])),
    problems: [...new Set(results.flatMap((result) => result.problems))],
    warnings: [...new Set(results.flatMap((result) => result.warnings))],
  };
}
