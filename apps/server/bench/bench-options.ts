import { parseArgs } from 'node:util';

export interface BenchOptions {
  databases: ('pglite' | 'postgres')[];
  api: boolean;
  growth: boolean;
  memory: boolean;
  rounds: number;
  duration: number;
  writeDuration: number;
  connections: number;
  /** The data sets item 2 compares: the small one is also item 1's. */
  smallScale: number;
  largeScale: number;
  growthRepetitions: number;
  pgUrl: string;
  logLevel: string;
  docs: boolean;
  quick: boolean;
  /** A folder for the CPU profile of the API run's app server (a .cpuprofile, a flame graph in DevTools). */
  profileDir?: string;
}

export const USAGE = `npm run bench [-- options]

  --quick              one round of 3 s runs on PGlite, growth from 0.2x to 2x; docs untouched
  --db=pglite,postgres databases to measure (default: both; --quick: pglite)
  --only=api|growth|memory
                       run one of the three parts (default: all): memory starts the compiled
                       server as \`npm start\` does and reads its memory idle and under load
  --rounds=N           rounds per endpoint, the median is reported (default 3)
  --duration=S         seconds per read run, as long for the bare route, in turns of a second (default 10)
  --write-duration=S   seconds of login and checkout at 20 requests a second (default 15)
  --connections=N      connections for the reads (default 32)
  --scales=A,B         the data sets item 2 compares (default 1,10)
  --pg-url=URL         PostgreSQL server to create the bench databases on
                       (default $BENCH_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres)
  --log-level=LEVEL    the app's LOG_LEVEL during the run (default warn)
  --docs / --no-docs   write docs/performance.md (default: yes, except with --quick)
  --profile=DIR        write the CPU profile of the API run's server to DIR (.cpuprofile: open it in
                       Chrome DevTools or speedscope for a flame graph)
`;

export function parseBenchOptions(argv: string[], env: Record<string, string | undefined>): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean', default: false },
      db: { type: 'string' },
      only: { type: 'string' },
      rounds: { type: 'string' },
      duration: { type: 'string' },
      'write-duration': { type: 'string' },
      connections: { type: 'string' },
      scales: { type: 'string' },
      'pg-url': { type: 'string' },
      'log-level': { type: 'string', default: 'warn' },
      docs: { type: 'boolean' },
      'no-docs': { type: 'boolean' },
      profile: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(USAGE);
    process.exit(0);
  }
  const quick = values.quick;
  const number = (value: string | undefined, fallback: number) => {
    const parsed = value === undefined ? fallback : Number(value);
    if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`not a positive number: ${value}\n\n${USAGE}`);
    return parsed;
  };
  const databases = (values.db ?? (quick ? 'pglite' : 'pglite,postgres')).split(',').map((name) => name.trim());
  for (const name of databases)
    if (name !== 'pglite' && name !== 'postgres') throw new Error(`unknown database ${name}`);
  const [smallScale = 1, largeScale = 10] = (values.scales ?? (quick ? '0.2,2' : '1,10')).split(',').map(Number);
  if (values.only && !['api', 'growth', 'memory'].includes(values.only)) {
    throw new Error('--only=api, --only=growth or --only=memory');
  }
  return {
    databases: databases as BenchOptions['databases'],
    api: !values.only || values.only === 'api',
    growth: !values.only || values.only === 'growth',
    memory: !values.only || values.only === 'memory',
    rounds: number(values.rounds, quick ? 1 : 3),
    duration: number(values.duration, quick ? 3 : 10),
    writeDuration: number(values['write-duration'], quick ? 5 : 15),
    connections: number(values.connections, 32),
    smallScale: number(String(smallScale), 1),
    largeScale: number(String(largeScale), 10),
    growthRepetitions: quick ? 5 : 7,
    pgUrl: values['pg-url'] ?? env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    logLevel: values['log-level'],
    docs: values['no-docs'] ? false : (values.docs ?? !quick),
    quick,
    profileDir: values.profile,
  };
}
