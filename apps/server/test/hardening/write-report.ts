import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FuzzShardResult } from './fuzz.js';
import { HARDENING_SEED, readResults } from './results.js';

/*
 * Writes the figures of the last `npm run test:hardening` into docs/security.md, between
 * <!-- hardening:start --> and <!-- hardening:end -->. Run by the root script after the battery.
 */
const DOC = path.resolve(import.meta.dirname, '..', '..', '..', '..', 'docs', 'security.md');
const START = '<!-- hardening:start -->';
const END = '<!-- hardening:end -->';

interface Burst {
  route: string;
  max: number;
  windowSeconds: number;
  mode: string;
  through: number;
  refused: number;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const merge = (records: Record<string, number>[]) => {
  const merged: Record<string, number> = {};
  for (const record of records)
    for (const [key, value] of Object.entries(record)) merged[key] = (merged[key] ?? 0) + value;
  return merged;
};
const list = (record: Record<string, number>) =>
  Object.entries(record)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}: ${value}`)
    .join(', ');
const windowText = (seconds: number) =>
  seconds % 3600 === 0 ? `${seconds / 3600} h` : `${Math.round(seconds / 60)} min`;

function fuzzSection(shards: FuzzShardResult[]): string[] {
  if (shards.length === 0) return ['Fuzzing: not run.'];
  const statuses = merge(shards.map((shard) => shard.byStatus));
  const kinds = merge(shards.map((shard) => shard.byKind));
  const fivexx = sum(
    Object.entries(statuses)
      .filter(([status]) => Number(status) >= 500)
      .map(([, n]) => n),
  );
  const failures = shards.flatMap((shard) => shard.failures);
  const routes = shards.flatMap((shard) => Object.entries(shard.byRoute));
  const successful = (statuses: Record<string, number>) =>
    sum(
      Object.entries(statuses)
        .filter(([status]) => status.startsWith('2'))
        .map(([, n]) => n),
    );
  const controlsPassed = shards.flatMap((shard) => Object.values(shard.controls)).filter((s) => s < 300).length;
  return [
    `- **Routes fuzzed**: ${sum(shards.map((shard) => shard.routes.length))} of ${shards[0]?.totalRoutes} documented operations, in ${shards.length} shards.`,
    `- **Requests sent**: ${sum(shards.map((shard) => shard.requests))} (fast-check, seed ${shards[0]?.seed}), as a visitor, a customer, an admin's login token, an admin's private token and a junk token; ${sum(shards.map((shard) => shard.unbuilt))} generated requests could not be built and were not sent.`,
    `- **Reaching a success**: the control request (the rightful caller's well-formed call) answered 2xx on ${controlsPassed} routes (the others are listed in \`fuzz-expectations.ts\` with the reason); ${routes.filter(([, statuses]) => successful(statuses) > 0).length} routes answered 2xx at least once, ${sum(routes.map(([, statuses]) => successful(statuses)))} 2xx answers in all.`,
    `- **5xx answers**: ${fivexx}. **4xx without \`{ message, error }\`** or requests left unanswered: ${sum(failures.map((failure) => failure.count)) - fivexx}.`,
    `- Answers by status: ${list(statuses)}.`,
    `- Requests by kind of body: ${list(kinds)}.`,
  ];
}

/** One row per route: its sequential and its concurrent burst side by side. */
function burstRows(bursts: Burst[]): string[] {
  const routes = [...new Set(bursts.map((burst) => burst.route))];
  return routes.map((route) => {
    const of = (mode: string) => bursts.find((burst) => burst.route === route && burst.mode === mode);
    const cell = (burst: Burst | undefined) => (burst ? `${burst.through} / ${burst.refused}` : '—');
    const any = (of('sequential') ?? of('concurrent')) as Burst;
    return `| \`${route}\` | ${any.max} per ${windowText(any.windowSeconds)} | ${cell(of('sequential'))} | ${cell(of('concurrent'))} |`;
  });
}

async function main() {
  const results = await readResults();
  const fuzz = Object.entries(results)
    .filter(([name]) => name.startsWith('fuzz-'))
    .map(([, value]) => value as FuzzShardResult);
  const matrix = results.authorization as
    | { routes: number; identities: number; cells: number; refusals: number; byAccess: Record<string, number> }
    | undefined;
  const uploads = results.uploads as
    | {
        endpoints: number;
        targets: number;
        refused: number;
        neutralized: number;
        hostileNames: number;
        oversized: number;
      }
    | undefined;
  const sessions = results.sessions as { checks: number } | undefined;
  const limits = results['rate-limits'] as { routes: number; bursts: Burst[] } | undefined;
  const caching = results['cache-control'] as { routes: number; answers: number; publicAnswers: number } | undefined;
  const xss = results.xss as
    | {
        payloads: number;
        fields: number;
        stored: number;
        refused: Record<string, number>;
        pages: number;
        pagesShowingPayloadText: number;
        findings: string[];
      }
    | undefined;

  const lines = [
    START,
    '',
    `Figures of the last run of \`npm run test:hardening\` (seed ${HARDENING_SEED}; \`HARDENING_SEED=<n> npm run test:hardening\` replays another), written by \`apps/server/src/hardening/write-report.ts\`.`,
    '',
    '### Fuzzing (`apps/server/src/hardening/fuzz-*.hardening.test.ts`)',
    '',
    ...fuzzSection(fuzz),
    '',
    '### Authorization matrix (`authorization.hardening.test.ts`)',
    '',
    matrix
      ? `- ${matrix.routes} routes × ${matrix.identities} identities = **${matrix.cells} cells**; ${matrix.refusals} of them must be refused (401 or 403), and the database and the upload folders are compared before and after them. Routes by access: ${list(matrix.byAccess)}.`
      : '- Not run.',
    '',
    '### Caching of answers (`cache-control.hardening.test.ts`)',
    '',
    caching
      ? `- ${caching.routes} routes × 4 identities = ${caching.answers} answers: ${caching.answers - caching.publicAnswers} of them carry \`Cache-Control: no-store\`; the ${caching.publicAnswers} public successes (the routes \`route-table.ts\` marks public) keep their public caching.`
      : '- Not run.',
    '',
    '### Upload attacks (`uploads.hardening.test.ts`)',
    '',
    uploads
      ? `- ${uploads.endpoints} endpoints, ${uploads.targets} file fields: **${uploads.refused} hostile files refused** (wrong content for the claimed type, files one byte over the limit) with nothing left on disk, ${uploads.hostileNames} uploads under hostile names stored under generated keys, ${uploads.neutralized} polyglots stored re-encoded or kept private, ${uploads.oversized} size limits checked (the 4 GB video limit through its streaming byte counter).`
      : '- Not run.',
    '',
    '### Sessions (`sessions.hardening.test.ts`)',
    '',
    sessions
      ? `- ${sessions.checks} session checks: expiry after 30 days, private tokens after 15 minutes, logout, password change and reset.`
      : '- Not run.',
    '',
    '### Rate limits under a burst (`rate-limits.hardening.test.ts`)',
    '',
    ...(limits
      ? [
          `- ${limits.routes} rate-limited routes, each with its limit and window written in the test (a limited route without its row fails); each takes a burst of its limit plus five, one after another and all at once.`,
          '',
          '| route | limit | one after another: through / 429 | all at once: through / 429 |',
          '|---|---|---|---|',
          ...burstRows(limits.bursts),
        ]
      : ['- Not run.']),
    '',
    '### Stored XSS in Chromium (`apps/web/e2e/hardening/stored-xss-corpus.spec.ts`)',
    '',
    xss
      ? `- ${xss.payloads} payloads saved into ${xss.fields} fields (${xss.stored} saves kept the payload; refused instead: ${list(xss.refused) || 'none'}), then ${xss.pages} pages opened as a visitor, the customer who owns the course and an admin (${xss.pagesShowingPayloadText} of them show payloads as text). **Payloads that ran, CSP reports or runnable markup: ${xss.findings.length}.**`
      : '- Not run.',
    '',
    END,
  ];

  const document = await readFile(DOC, 'utf8');
  const start = document.indexOf(START);
  const end = document.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${DOC} has no ${START} … ${END} section`);
  await writeFile(DOC, `${document.slice(0, start)}${lines.join('\n')}${document.slice(end + END.length)}`);
  process.stdout.write(`hardening figures written to ${path.relative(process.cwd(), DOC)}\n`);
}

await main();
