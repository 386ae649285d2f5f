import { BUDGET } from './budgets.js';
import type { DataSetSize } from './data-set.js';
import type { GrowthRow } from './growth-bench.js';
import { dataSetLine, machineLines, type RunContext } from './report-api.js';
import { databaseHeading, fixed, markdownTable, verdict } from './report-format.js';

export interface GrowthRun {
  database: 'pglite' | 'postgres';
  smallScale: number;
  largeScale: number;
  largeSize: DataSetSize;
  rows: GrowthRow[];
}

const items = (row: GrowthRow) =>
  row.items
    ? `${row.items.small} → ${row.items.large}${row.items.cap === undefined ? '' : ` (cap ${row.items.cap})`}`
    : '–';

export function growthTable(run: GrowthRun): string {
  const rows = run.rows.map((row) => [
    row.name,
    `${fixed(row.small, 1)} → ${fixed(row.large, 1)}`,
    `${fixed(row.factor, 1)}x`,
    row.work ? `${row.work.small} → ${row.work.large} (${fixed(row.work.factor, 1)}x)` : '–',
    row.databaseMs ? `${fixed(row.databaseMs.small, 1)} → ${fixed(row.databaseMs.large, 1)}` : '–',
    row.queries ? `${row.queries.small} → ${row.queries.large}` : '–',
    items(row),
    verdict(row.missed),
  ]);
  const small = `${run.smallScale}x`;
  const large = `${run.largeScale}x`;
  return markdownTable(
    [
      'cost',
      `ms ${small} → ${large}`,
      'time growth',
      'db buffers (growth)',
      'db ms',
      'queries',
      'items (or subscribers)',
      `verdict (limit ${fixed((run.largeScale / run.smallScale) * BUDGET.growthMargin, 1)}x)`,
    ],
    rows,
  );
}

export function growthSection(context: RunContext, runs: GrowthRun[]): string {
  const first = runs[0];
  return [
    '## Growth with the data set',
    '',
    `Reproduce with \`${context.command}\`.`,
    '',
    ...machineLines(context),
    first
      ? `- Large data set (${first.largeScale}x): ${dataSetLine(first.largeSize)}; the small one is ${first.smallScale}x of the same`
      : '',
    '',
    ...runs.flatMap((run) => [databaseHeading(run.database), '', growthTable(run), '']),
    '#### How to read it',
    '',
    '- Each list is built from the database: the public cache is emptied before every request, and the requests run one after ' +
      "another through the real app (`inject`); the time is their median. `/api/clienti` is called with an admin's private token.",
    '- **db buffers** adds up the shared buffers (8 KB pages) that `EXPLAIN (ANALYZE, BUFFERS)` reports for each read the request ' +
      'made: unlike time it does not depend on how busy the machine is; **db ms** is the execution time the database reports for ' +
      'them (the rest of the time is the app: driver, mapping, serialization). **queries** counts the statements of one request: a number ' +
      'that grows with the data would be a query per row.',
    '- **items** is the length of the list a visitor gets (articles: the default page of 100; visitors may ask for up to 200); ' +
      "every public list is capped (docs/decisions.md), so its answer stops growing at the cap. The customer table is the admin's " +
      'and lists every paid purchase by design (its Excel export needs all of them): it grows linearly.',
    '- The newsletter is sent to every confirmed subscriber: one `INSERT … SELECT` queues the messages, then the mail worker writes ' +
      'each one to the outbox (`.eml` files here); the second line is the time until the last one is written.',
    `- A cost may grow at most ${BUDGET.growthMargin} times as fast as the data (noise margin); the verdict checks time and database work.`,
  ].join('\n');
}
