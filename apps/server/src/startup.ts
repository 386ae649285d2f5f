import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { type Config, seedsDemoContent, storageOptions } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { openMediaStorage } from './lib/uploads/open-media-storage.js';
import { DEMO_ADMIN, disableDemoAdmin, ensureAdmin } from './modules/accounts/admin-bootstrap.service.js';
import { makeCourseVideosPrivate } from './modules/catalogue/courses/course-videos-privacy.service.js';

/**
 * The demo admin exists only on a database seeded with demo content, outside production, on a loopback
 * PUBLIC_URL, with no ADMIN_EMAIL.
 */
export { DEMO_ADMIN };

export const uploadsDirOf = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'uploads');
export const privateDirOf = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'private');

/** DATA_DIR and its folders, before the database or the static file server need them. */
export async function prepareDataDir(config: Config): Promise<void> {
  await mkdir(uploadsDirOf(config), { recursive: true });
  await mkdir(privateDirOf(config), { recursive: true });
}

/**
 * Seeds demo content on an empty embedded database (never with NODE_ENV=production: the configuration
 * refuses SEED_DEMO=true there) and makes sure the admin exists; a real admin, or an address others
 * can reach, shuts the demo one out.
 */
export async function prepareContent(config: Config, database: DatabaseHandle, log: FastifyBaseLogger): Promise<void> {
  // The same storage the app uses: with S3_BUCKET the demo media go to the bucket every instance reads.
  const storage = await openMediaStorage(storageOptions(config));
  const seedDemo = seedsDemoContent(config, database.kind === 'pglite');
  let seeded = false;
  if (seedDemo) {
    // Loaded only here: the demo's texts and its image renderer stay out of a production server's memory.
    const { seedDemoContent } = await import('./db/seed/seed-demo.js');
    ({ seeded } = await seedDemoContent(database.db, { storage }));
    if (seeded) log.info('demo content seeded');
  }
  // Course videos are for buyers: any still under the public uploads move to private storage.
  const { moved } = await makeCourseVideosPrivate(database.db, storage);
  if (moved > 0) log.info({ moved }, 'course videos moved to private storage');
  storage.close();
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const outcome = await ensureAdmin(database.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    log.info({ email: config.ADMIN_EMAIL, outcome }, 'admin account');
    // The demo admin's password is in the README: once there is a real admin it must not log in again.
    if (config.ADMIN_EMAIL.trim().toLowerCase() !== DEMO_ADMIN.email && (await disableDemoAdmin(database.db))) {
      log.warn({ email: DEMO_ADMIN.email }, 'demo admin disabled: ADMIN_EMAIL names the real admin');
    }
  } else if (!config.localOnly) {
    // The configuration refuses to seed the demo here without a real admin; one seeded earlier, while the
    // site was on this machine only, must not keep its published password once others can reach it.
    if (await disableDemoAdmin(database.db)) {
      log.warn({ email: DEMO_ADMIN.email }, 'demo admin disabled: PUBLIC_URL is an address others can reach');
    }
  } else if (seeded) {
    await ensureAdmin(database.db, DEMO_ADMIN.email, DEMO_ADMIN.password);
    log.warn({ email: DEMO_ADMIN.email }, 'demo admin created: set ADMIN_EMAIL and ADMIN_PASSWORD for a real one');
  }
}
