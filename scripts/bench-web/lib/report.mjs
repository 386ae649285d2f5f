// The bench's section of docs/performance.md, written only between its own markers.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { BUDGETS, formatKb } from './budgets.mjs';
import { CATEGORIES } from './lighthouse.mjs';

const START = '<!-- bench:web:start -->';
const END = '<!-- bench:web:end -->';

const row = (cells) => `| ${cells.join(' | ')} |`;
/** A markdown table; `textColumns` columns from the left are text, the others numbers (right-aligned). */
const table = (headings, rows, textColumns = 1) =>
  [row(headings), row(headings.map((_, index) => (index < textColumns ? '---' : '---:'))), ...rows.map(row)].join('\n');
const ms = (value) => `${Math.round(value)} ms`;
const seconds = (value) => `${(value / 1000).toFixed(1)} s`;
const verdict = (ok) => (ok ? 'pass' : '**FAIL**');

function bytesSection(pages, staticHome) {
  const rows = pages.map((page) => [
    `${page.name} \`${page.path}\``,
    String(page.js.count),
    formatKb(page.js.transferred),
    formatKb(page.js.gzip),
    String(page.css.count),
    formatKb(page.css.transferred),
    formatKb(page.css.gzip),
    formatKb(page.transferred),
    page.staticMatch ? 'same files' : page.staticDifference,
  ]);
  const home = pages.find((page) => page.name === 'home');
  return [
    '### JavaScript and CSS of each public page’s first view',
    '',
    'Headless Chromium, a fresh profile per page, Lighthouse’s phone screen (412×823), Italian, until the network',
    'is idle. “sent” is what crossed the wire (the server’s br or gzip); “gzip” is each body gzipped at level 9,',
    'the reference measure. “build” compares the files the browser fetched with the ones the build’s route map',
    '(`apps/web/dist/.vite/route-chunks.json`: the entry and its imports, the page chunk and its imports, the',
    'page’s translation chunks, their CSS) predicts, which is what the CI check (`npm run bench:web:budget`)',
    'adds up without a browser.',
    '',
    table(['page', 'JS files', 'JS sent', 'JS gzip', 'CSS files', 'CSS sent', 'CSS gzip', 'all sent', 'build'], rows),
    '',
    `Home page JavaScript, gzip level 9: ${formatKb(home.js.gzip)} in the browser, ${formatKb(staticHome.js.gzip)}`,
    `from the build (${staticHome.js.files.length} files); budget ${formatKb(BUDGETS.homeJsGzip)}.`,
  ].join('\n');
}

function compressionSection(pages) {
  const texts = pages.reduce((total, page) => total + page.texts, 0);
  const uncompressed = pages.flatMap((page) => page.uncompressed.map((entry) => `${page.path}: ${entry}`));
  return [
    '### Compression',
    '',
    `${texts} text answers of ${BUDGETS.compressFrom} bytes or more (HTML, JavaScript, CSS, JSON) over all pages;`,
    uncompressed.length === 0
      ? 'every one came with `content-encoding: br` or `gzip`.'
      : `these came uncompressed:\n\n${uncompressed.map((entry) => `- ${entry}`).join('\n')}`,
    '',
    `A public answer under ${BUDGETS.compressedFromSecondUseBelow} bytes goes out as it is the first time the server ` +
      'builds it, and compressed from its second use: such an answer counts here only if its second request also ' +
      'came uncompressed.',
  ].join('\n');
}

function lighthouseSection(audits, runs, transport) {
  const rows = audits.map((audit) => [
    `${audit.name} \`${audit.path}\``,
    `${audit.scores.performance}${runs > 1 ? ` (${audit.runs.join(', ')})` : ''}`,
    ...CATEGORIES.slice(1).map((category) => String(audit.scores[category])),
    seconds(audit.metrics.fcp),
    seconds(audit.metrics.lcp),
    ms(audit.metrics.tbt),
    audit.metrics.cls.toFixed(3),
    seconds(audit.metrics.si),
  ]);
  const problems = audits.flatMap((audit) => audit.problems.map((problem) => `- ${audit.name}: ${problem}`));
  return [
    '### Lighthouse',
    '',
    `Lighthouse ${audits[0]?.lighthouseVersion ?? ''} with its defaults: mobile form factor, simulated throttling`,
    `(150 ms RTT, 1.6 Mbit/s, 4× CPU slowdown). Performance is the median of ${runs} run${runs > 1 ? 's' : ''}`,
    `(each run in brackets); the other scores and the metrics are medians too. The pages come ${transport}.`,
    '',
    table(['page', 'performance', 'accessibility', 'best practices', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'SI'], rows),
    '',
    problems.length === 0
      ? 'No audit under 0.9 in any run.'
      : `Audits under 0.9 in some run:\n\n${problems.join('\n')}`,
  ].join('\n');
}

function budgetsSection(checks) {
  return [
    '### Budgets',
    '',
    table(
      ['budget', 'measured', 'verdict'],
      checks.map((check) => [check.name, check.measured, verdict(check.ok)]),
      3,
    ),
  ].join('\n');
}

/** The whole section, markers included. */
export function renderSection({ environment, pages, staticHome, audits, runs, transport, checks, commands, notes }) {
  return [
    START,
    '## Web budgets',
    '',
    `Measured ${environment.date} on ${environment.machine}; Node ${environment.node}, ${environment.chromium},`,
    `${environment.load}.`,
    '',
    'Reproduce:',
    '',
    '```sh',
    ...commands,
    '```',
    '',
    budgetsSection(checks),
    '',
    bytesSection(pages, staticHome),
    '',
    compressionSection(pages),
    '',
    audits.length > 0 ? lighthouseSection(audits, runs, transport) : '### Lighthouse\n\nNot run (`--no-lighthouse`).',
    '',
    '### How the pages stay within budget',
    '',
    ...notes.map((note) => `- ${note}`),
    END,
  ].join('\n');
}

/** Replaces the text between the markers (or appends the section); the rest of the file is left as it is. */
export async function writeSection(file, section) {
  const current = existsSync(file) ? await readFile(file, 'utf8') : '# Performance\n';
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  let next;
  if (start !== -1 && end > start) {
    next = current.slice(0, start) + section + current.slice(end + END.length);
  } else {
    next = `${current.replace(/\n*$/, '')}\n\n${section}\n`;
  }
  await writeFile(file, next);
}
