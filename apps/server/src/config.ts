import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

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
    PUBLIC_URL: z.url().optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().default('Cammini di Crescita <noreply@localhost>'),
    CONTACT_EMAIL: z.email().default('info@localhost.test'),
    MAIL_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    PAYMENT_PROVIDER: z.enum(['test', 'sumup']).default('test'),
    /** Lets the test card form run with NODE_ENV=production (a staging or demo site); never on a real shop. */
    PAYMENT_TEST_IN_PRODUCTION: booleanFlag.default(false),
    SUMUP_API_KEY: z.string().optional(),
    SUMUP_MERCHANT_CODE: z.string().optional(),
    SUMUP_API_URL: z.url().default('https://api.sumup.com'),
    SEED_DEMO: booleanFlag.optional(),
    WEB_DIST: z.string().optional(),
    TRUST_PROXY: booleanFlag.default(false),
  })
  .refine((c) => !c.ADMIN_EMAIL === !c.ADMIN_PASSWORD, {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((c) => c.PAYMENT_PROVIDER !== 'sumup' || c.SUMUP_API_KEY, {
    message: 'is required when PAYMENT_PROVIDER=sumup',
    path: ['SUMUP_API_KEY'],
  })
  .refine((c) => c.PAYMENT_PROVIDER !== 'sumup' || c.SUMUP_MERCHANT_CODE, {
    message: 'is required when PAYMENT_PROVIDER=sumup',
    path: ['SUMUP_MERCHANT_CODE'],
  })
  // The test provider accepts made-up cards: a real shop must not start with it by mistake.
  .refine((c) => c.PAYMENT_PROVIDER !== 'test' || c.NODE_ENV !== 'production' || c.PAYMENT_TEST_IN_PRODUCTION, {
    message:
      'is test (fake card payments) with NODE_ENV=production: set sumup, or PAYMENT_TEST_IN_PRODUCTION=true for a demo site',
    path: ['PAYMENT_PROVIDER'],
  });

export type RawConfig = z.infer<typeof ConfigSchema>;

export interface Config extends RawConfig {
  publicUrl: string;
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
    dataDir: path.resolve(base, raw.DATA_DIR),
    webDist: raw.WEB_DIST ? path.resolve(base, raw.WEB_DIST) : path.join(import.meta.dirname, '../../web/dist'),
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
