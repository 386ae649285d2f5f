import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { OpenDatabaseOptions } from './db/client.js';
import { DEFAULT_SHARED_BUFFERS } from './db/embedded-settings.js';
import { ADMIN_PASSWORD_MIN_LENGTH, isCommonPassword } from './lib/password-policy.js';
import type { MediaStorageOptions } from './lib/uploads/open-media-storage.js';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** Object checks that run whatever else is wrong (zod skips them otherwise). */
const always = () => true;

/** proxy-addr's names for ranges, which Fastify's trustProxy takes beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies' X-Forwarded-For entries to believe: a hop count (the proxies in front of the server),
 * or their addresses and CIDRs; off by default. `true` would believe every entry, so the leftmost one,
 * which the client writes, would become its address and every per-address limit would be bypassed.
 */
const TrustProxy = z
  .string()
  .default('false')
  .transform((value, ctx): false | number | string[] => {
    const text = value.trim().toLowerCase();
    if (text === 'false' || text === '0') return false;
    if (text === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          'true would let any client choose its address by writing X-Forwarded-For: set the number of proxies in front of the server (1 behind one reverse proxy) or their addresses and CIDRs, comma-separated (e.g. 10.0.0.2,192.168.1.0/24)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      if (hops <= 10) return hops;
      ctx.addIssue({ code: 'custom', message: 'a hop count is at most 10 (the proxies in front of the server)' });
      return z.NEVER;
    }
    const entries = text.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isAddressOrCidr(entry));
    if (wrong.length === 0) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `is neither a hop count nor a list of proxy addresses and CIDRs (not understood: ${wrong.join(', ')})`,
    });
    return z.NEVER;
  });

/**
 * Whether an address names this machine only: `localhost`, a name under `.localhost`, 127.0.0.0/8 or
 * ::1 (as the URL parser writes them: `127.1` and `[0:0::1]` are these too). Anything else (a domain,
 * a LAN address such as 192.168.1.5) may be reached by other people.
 */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (host === 'localhost' || host.endsWith('.localhost') || host === '[::1]') return true;
  return isIP(host) === 4 && host.startsWith('127.');
}

/**
 * Whether demo content (with its admin, whose password the README publishes) is seeded into an empty
 * database: SEED_DEMO when set, otherwise on the embedded database only; never with NODE_ENV=production.
 */
export function seedsDemoContent(
  config: { NODE_ENV: string; SEED_DEMO?: boolean },
  embeddedDatabase: boolean,
): boolean {
  return config.NODE_ENV !== 'production' && (config.SEED_DEMO ?? embeddedDatabase);
}

/**
 * PUBLIC_URL, or its default, names this machine only: the site of a demo, which nobody else reaches by
 * it. A PUBLIC_URL that is no address at all has its own error, and adds no others.
 */
const onLoopback = (c: { PUBLIC_URL?: string }) =>
  c.PUBLIC_URL === undefined || !URL.canParse(c.PUBLIC_URL) || isLoopbackUrl(c.PUBLIC_URL);

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    /**
     * The embedded database's buffer cache (without DATABASE_URL), as PostgreSQL writes a size; more
     * is faster on a large database, at that much more memory (db/embedded.ts).
     */
    PGLITE_SHARED_BUFFERS: z
      .string()
      .regex(/^\d{1,6}(kB|MB|GB)$/, 'a size such as 32MB')
      .default(DEFAULT_SHARED_BUFFERS),
    /** Connections each instance's pool may open to DATABASE_URL. */
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
    /**
     * A connection that bypasses a pooler in transaction mode, for what needs a session of its own
     * (the migrations' lock); DATABASE_URL when not set.
     */
    DATABASE_DIRECT_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    /** `false` through a pooler in transaction mode (PgBouncer before 1.21): hot reads then plan every call. */
    DATABASE_NAMED_STATEMENTS: booleanFlag.default(true),
    /**
     * The site's address. One that is not a loopback address is treated like production for the demo
     * admin and the test card form (see the refinements below).
     */
    PUBLIC_URL: z.url().optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().default('noreply@localhost'),
    CONTACT_EMAIL: z.email().default('info@localhost.test'),
    /**
     * How long one attempt at one message may last before the job queue counts it failed and tries
     * again: far above the slowest SMTP answer, or a slow server gets the same message twice.
     */
    MAIL_ATTEMPT_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
    /** Attempts after the first failed one; then the message is marked failed. */
    MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(7),
    /** The first retry's delay in seconds; each later one doubles (with jitter), up to an hour. */
    MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /** When the daily retention runs (cron, UTC), on one instance. */
    RETENTION_SCHEDULE: z.string().default('17 3 * * *'),
    /** When the course reminders go (cron, UTC; 08:00 or 09:00 in Rome by the season), on one instance. */
    COURSE_REMINDERS_SCHEDULE: z.string().default('0 7 * * *'),
    PAYMENT_PROVIDER: z.enum(['test', 'sumup']).default('test'),
    /**
     * Lets the test card form run with NODE_ENV=production or on a PUBLIC_URL others can reach (a
     * staging or demo site); never on a real shop.
     */
    PAYMENT_TEST_IN_PRODUCTION: booleanFlag.default(false),
    SUMUP_API_KEY: z.string().optional(),
    SUMUP_MERCHANT_CODE: z.string().optional(),
    SUMUP_API_URL: z.url().default('https://api.sumup.com'),
    SEED_DEMO: booleanFlag.optional(),
    WEB_DIST: z.string().optional(),
    TRUST_PROXY: TrustProxy,
    /** Every stored file goes to this S3-compatible bucket instead of DATA_DIR (several instances share it). */
    S3_BUCKET: z.string().optional(),
    /** The server of an S3-compatible store (MinIO, R2, …); AWS S3 itself when not set. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** The bucket in the path rather than the host name (MinIO and most self-hosted stores). */
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    /** Where a CDN serves the bucket's public/ prefix: /uploads/<key> redirects to <S3_PUBLIC_URL>/<key>. */
    S3_PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
  })
  .refine((c) => !c.ADMIN_EMAIL === !c.ADMIN_PASSWORD, {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  })
  // A real site has a real admin: without one, the only way in would be a published demo password.
  // These checks run even when another variable is wrong, so one start names every problem.
  .refine((c) => c.NODE_ENV !== 'production' || (c.ADMIN_EMAIL && c.ADMIN_PASSWORD), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD are required with NODE_ENV=production (the admin account to create)',
    path: ['ADMIN_EMAIL'],
    when: always,
  })
  .refine((c) => typeof c.ADMIN_PASSWORD !== 'string' || c.ADMIN_PASSWORD.length >= ADMIN_PASSWORD_MIN_LENGTH, {
    message: `must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`,
    path: ['ADMIN_PASSWORD'],
    when: always,
  })
  .refine(
    (c) =>
      typeof c.ADMIN_PASSWORD !== 'string' ||
      c.ADMIN_PASSWORD.length < ADMIN_PASSWORD_MIN_LENGTH ||
      !isCommonPassword(c.ADMIN_PASSWORD, typeof c.ADMIN_EMAIL === 'string' ? [c.ADMIN_EMAIL] : []),
    {
      message: 'is a common or breached password (or the site or account name): choose another',
      path: ['ADMIN_PASSWORD'],
      when: always,
    },
  )
  // The same on an address others can reach, whatever NODE_ENV says: a demo started with PUBLIC_URL set
  // to a real domain would otherwise publish its admin there. Without demo content there is no demo admin.
  .refine(
    (c) =>
      c.NODE_ENV === 'production' ||
      onLoopback(c) ||
      (c.ADMIN_EMAIL && c.ADMIN_PASSWORD) ||
      !seedsDemoContent(c, !c.DATABASE_URL),
    {
      message:
        'ADMIN_EMAIL and ADMIN_PASSWORD are required when PUBLIC_URL is not a loopback address (localhost, 127.0.0.1, [::1]) and demo content would be seeded: its admin password is published; set them, or SEED_DEMO=false',
      path: ['ADMIN_EMAIL'],
      when: always,
    },
  )
  // Demo content comes with an admin whose password the README publishes: never on a real site.
  .refine((c) => c.NODE_ENV !== 'production' || c.SEED_DEMO !== true, {
    message:
      'is true with NODE_ENV=production: demo content (and its published admin) is never seeded on a real site; unset SEED_DEMO',
    path: ['SEED_DEMO'],
    when: always,
  })
  .refine((c) => c.PAYMENT_PROVIDER !== 'sumup' || c.SUMUP_API_KEY, {
    message: 'is required when PAYMENT_PROVIDER=sumup',
    path: ['SUMUP_API_KEY'],
  })
  .refine((c) => c.PAYMENT_PROVIDER !== 'sumup' || c.SUMUP_MERCHANT_CODE, {
    message: 'is required when PAYMENT_PROVIDER=sumup',
    path: ['SUMUP_MERCHANT_CODE'],
  })
  // A mistyped or forgotten S3_BUCKET must not quietly leave the files on one instance's disk.
  .refine((c) => c.S3_BUCKET || !(c.S3_ENDPOINT || c.S3_ACCESS_KEY_ID || c.S3_SECRET_ACCESS_KEY || c.S3_PUBLIC_URL), {
    message: 'is required when another S3_ setting is set (files go to the bucket only with S3_BUCKET)',
    path: ['S3_BUCKET'],
    when: always,
  })
  // Without either, the SDK's own chain answers (an instance role); one alone is a mistake.
  .refine((c) => !c.S3_ACCESS_KEY_ID === !c.S3_SECRET_ACCESS_KEY, {
    message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    path: ['S3_SECRET_ACCESS_KEY'],
    when: always,
  })
  // The test provider accepts made-up cards: a real shop must not start with it by mistake.
  .refine((c) => c.PAYMENT_PROVIDER !== 'test' || c.NODE_ENV !== 'production' || c.PAYMENT_TEST_IN_PRODUCTION, {
    message:
      'is test (fake card payments) with NODE_ENV=production: set sumup, or PAYMENT_TEST_IN_PRODUCTION=true for a demo site',
    path: ['PAYMENT_PROVIDER'],
  })
  // Nor on an address others can reach: anyone there could "buy" a course with a made-up card.
  .refine(
    (c) =>
      c.PAYMENT_PROVIDER !== 'test' || c.NODE_ENV === 'production' || onLoopback(c) || c.PAYMENT_TEST_IN_PRODUCTION,
    {
      message:
        'is test (fake card payments) while PUBLIC_URL is not a loopback address (localhost, 127.0.0.1, [::1]): set sumup, or PAYMENT_TEST_IN_PRODUCTION=true for a demo or staging site',
      path: ['PAYMENT_PROVIDER'],
      when: always,
    },
  );

export type RawConfig = z.infer<typeof ConfigSchema>;

/**
 * Fastify's `trustProxy` for TRUST_PROXY. Fastify 5 takes a bare number as trusting nobody, so a hop
 * count becomes the function proxy-addr asks about each address from the nearest: hop 0 is the peer
 * itself (the proxy), hop 1 the last X-Forwarded-For entry (what the proxy saw), and so on; the first
 * address not trusted is the client. A list of addresses is safer: it also holds when the server can
 * be reached without the proxy.
 */
export function trustProxyOption(
  value: RawConfig['TRUST_PROXY'],
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

export interface Config extends RawConfig {
  publicUrl: string;
  /**
   * A demo on this machine: not NODE_ENV=production, and PUBLIC_URL names this machine only (localhost,
   * *.localhost, 127.0.0.0/8, [::1]). The one kind of site where the demo admin may exist and the test
   * card form runs unasked.
   */
  localOnly: boolean;
  dataDir: string;
  webDist: string;
}

export class ConfigError extends Error {}

/** The only reader of process.env: parsed once, failing with every bad variable named. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ConfigSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || 'config'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const raw = parsed.data;
  const base = invocationDir(env);
  return {
    ...raw,
    publicUrl: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ''),
    localOnly: raw.NODE_ENV !== 'production' && onLoopback(raw),
    dataDir: path.resolve(base, raw.DATA_DIR),
    webDist: raw.WEB_DIST ? path.resolve(base, raw.WEB_DIST) : path.join(import.meta.dirname, '../../web/dist'),
  };
}

/** How the app opens its database: PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR/db. */
export function databaseOptions(config: Config): OpenDatabaseOptions {
  return {
    url: config.DATABASE_URL,
    directUrl: config.DATABASE_DIRECT_URL,
    poolMax: config.DATABASE_POOL_MAX,
    namedStatements: config.DATABASE_NAMED_STATEMENTS,
    pgliteDir: path.join(config.dataDir, 'db'),
    pgliteSharedBuffers: config.PGLITE_SHARED_BUFFERS,
  };
}

/** Where stored files live: the S3 bucket when S3_BUCKET is set, otherwise DATA_DIR/uploads and DATA_DIR/private. */
export function storageOptions(config: Config): MediaStorageOptions {
  if (!config.S3_BUCKET) {
    return {
      kind: 'local',
      dirs: { public: path.join(config.dataDir, 'uploads'), private: path.join(config.dataDir, 'private') },
    };
  }
  return {
    kind: 's3',
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}

/**
 * Where relative paths start: the directory npm was run from (npm runs workspace scripts inside the
 * workspace, but `DATA_DIR=./data npm start` at the root means the root's ./data).
 */
function invocationDir(env: Record<string, string | undefined>): string {
  return env.INIT_CWD ?? process.cwd();
}

/** Reads `.env` from the directory the command was run from, when present (Node's own loader). */
export function loadDotEnv(): void {
  const file = path.join(invocationDir(process.env), '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}
