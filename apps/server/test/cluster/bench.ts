/**
 * `npm run bench:cluster -w apps/server`: the cached public reads and the uncached article read through
 * HAProxy in front of one instance, then two, on PostgreSQL through PgBouncer; and the uncached read of one
 * instance straight to PostgreSQL with named statements, the cost of going through the pooler. Writes the
 * figures to docs/performance.md.
 */
import os from 'node:os';
import path from 'node:path';
import { titleToSlug } from '@cammini/contract';
import { sql } from 'drizzle-orm';
import { seedContent, sizeAt } from '../../bench/data-set.js';
import { runLoad } from '../../bench/load.js';
import { writeDocSection } from '../../bench/performance-doc.js';
import { openDatabase, selectRows } from '../../src/db/client.js';
import { startCluster } from './cluster.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;
const doc = path.resolve(import.meta.dirname, '../../../../docs/performance.md');
const print = (line: string) => process.stdout.write(`${line}\n`);

interface Row {
  setup: string;
  cached: number;
  uncached: number;
}

async function measure(setup: string, options: { instances: number; pooler: boolean }): Promise<Row> {
  print(`${setup}: starting`);
  const cluster = await startCluster({ ...options, env: { SEED_DEMO: 'false', LOG_LEVEL: 'info' } });
  try {
    const database = await openDatabase({ url: cluster.databaseUrl });
    await seedContent(database.db, sizeAt(1), new Date());
    const titles = (await selectRows<{ title: string }>(database.db, sql`select title from articles order by id`)).map(
      (row) => row.title,
    );
    await database.close();
    // Warm every instance's cache of the list (round robin reaches each within a few requests).
    await runLoad({ url: `${cluster.url}/api/articles`, connections: 4, duration: 2 });
    const cached = await runLoad({ url: `${cluster.url}/api/articles`, connections: CONNECTIONS, duration: DURATION });
    let next = 0;
    // Every article in turn, more of them (1,000) than a cache holds (500): each request reads the database.
    const uncached = await runLoad({
      url: cluster.url,
      connections: CONNECTIONS,
      duration: DURATION,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            path: `/api/article/${titleToSlug(titles[next++ % titles.length] ?? '')}`,
          }),
        },
      ],
    });
    for (const result of [cached, uncached]) {
      if (result.errors > 0 || result.non2xx > 0)
        throw new Error(`${setup}: ${result.errors} errors, ${result.non2xx} non-2xx`);
    }
    print(`${setup}: cached ${Math.round(cached.rps)} req/s, uncached ${Math.round(uncached.rps)} req/s`);
    return { setup, cached: cached.rps, uncached: uncached.rps };
  } finally {
    await cluster.stop();
  }
}

const rows = [
  await measure('one instance, through PgBouncer (unnamed statements)', { instances: 1, pooler: true }),
  await measure('two instances, through PgBouncer (unnamed statements)', { instances: 2, pooler: true }),
  await measure('one instance, straight to PostgreSQL (named statements)', { instances: 1, pooler: false }),
];
const [one, two, direct] = rows as [Row, Row, Row];
const table = [
  '| setup | GET /api/articles (cached) req/s | GET /api/article/{title} (uncached) req/s |',
  '| --- | --- | --- |',
  ...rows.map((row) => `| ${row.setup} | ${Math.round(row.cached)} | ${Math.round(row.uncached)} |`),
].join('\n');
await writeDocSection(
  doc,
  'cluster',
  `## Several instances behind HAProxy

Reproduce with \`npm run bench:cluster -w apps/server\` (PostgreSQL on 127.0.0.1:5432, Debian's haproxy and
pgbouncer).

- Date: ${new Date().toISOString().slice(0, 19)}Z; ${os.cpus().length} cores, Node ${process.version}; everything on this one
  machine: HAProxy, the instances, PgBouncer, PostgreSQL and autocannon (${CONNECTIONS} connections, ${DURATION} s).
- Data set: the API benchmark's (1,000 articles); every instance in round robin, pools of 5 connections.

${table}

- Two instances against one: ${(two.cached / one.cached).toFixed(2)}× the cached reads and ${(two.uncached / one.uncached).toFixed(2)}× the
  uncached ones. One instance is one Node thread; the second puts the machine's other core to work, while the
  balancer, the pooler, PostgreSQL and autocannon share the same two cores: on separate machines the gain would
  be larger. Both runs answered every request without an error.
- Unnamed statements through PgBouncer against named ones straight to PostgreSQL, one instance: the uncached
  read runs at ${(one.uncached / direct.uncached).toFixed(2)}× (planning each call, and the pooler's hop). The cached reads never reach
  the database, so their difference between these two rows is the machine's noise (it was shared while measuring).
`,
);
print(`\n${table}\n\nwritten to docs/performance.md`);
