import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { seedDemoContent } from './db/seed/seed-demo.js';
import { ensureAdmin } from './modules/accounts/admin-bootstrap.js';

/** The demo admin exists only on a database seeded with demo content and no ADMIN_EMAIL. */
export const DEMO_ADMIN = { email: 'admin@cammini.test', password: 'cammini-admin' } as const;

export const uploadsDirOf = (config: Config) => path.join(config.dataDir, 'uploads');
export const privateDirOf = (config: Config) => path.join(config.dataDir, 'private');

/** DATA_DIR and its folders, before the database or the static file server need them. */
export async function prepareDataDir(config: Config): Promise<void> {
  await mkdir(uploadsDirOf(config), { recursive: true });
  await mkdir(privateDirOf(config), { recursive: true });
}

/** Seeds demo content on an empty embedded database and makes sure the admin exists. */
export async function prepareContent(config: Config, database: DatabaseHandle, log: FastifyBaseLogger): Promise<void> {
  const seedDemo = config.SEED_DEMO ?? database.kind === 'pglite';
  let seeded = false;
  if (seedDemo) {
    ({ seeded } = await seedDemoContent(database.db, {
      uploadsDir: uploadsDirOf(config),
      privateDir: privateDirOf(config),
    }));
    if (seeded) log.info('demo content seeded');
  }
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const outcome = await ensureAdmin(database.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    log.info({ email: config.ADMIN_EMAIL, outcome }, 'admin account');
  } else if (seeded) {
    await ensureAdmin(database.db, DEMO_ADMIN.email, DEMO_ADMIN.password);
    log.warn({ email: DEMO_ADMIN.email }, 'demo admin created: set ADMIN_EMAIL and ADMIN_PASSWORD for a real one');
  }
}
