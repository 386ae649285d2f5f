import { buildApp } from './app.js';
import { ConfigError, databaseOptions, loadConfig, loadDotEnv } from './config.js';
import { openDatabase } from './db/client.js';
import { releaseMemoryWhenIdle } from './lib/idle-memory.js';
import { prepareContent, prepareDataDir } from './startup.js';

loadDotEnv();
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

await prepareDataDir(config);
const database = await openDatabase(databaseOptions(config));
await database.migrate();
const app = await buildApp({ config, database, startWorkers: true });
await prepareContent(config, database, app.log);
await app.listen({ host: config.HOST, port: config.PORT });
app.log.info(`site and API on ${config.publicUrl} (database: ${database.kind})`);
const stopMemoryReleases = releaseMemoryWhenIdle(app.log);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  stopMemoryReleases();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
