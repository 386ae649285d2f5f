import { parseArgs } from 'node:util';
import { ConfigError, databaseOptions, loadConfig, loadDotEnv } from '../config.js';
import { openDatabase } from '../db/client.js';
import { ADMIN_PASSWORD_MIN_LENGTH, adminPasswordProblem } from '../lib/password-policy.js';
import { ensureAdmin } from '../modules/accounts/admin-bootstrap.service.js';
import { prepareDataDir } from '../startup.js';

/** npm run admin -- --email you@example.com --password '…' */
loadDotEnv();
const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
if (!values.email || !values.password) {
  console.error(
    `usage: npm run admin -- --email you@example.com --password <at least ${ADMIN_PASSWORD_MIN_LENGTH} characters>`,
  );
  process.exit(2);
}
const problem = adminPasswordProblem(values.password, values.email);
if (problem) {
  console.error(`--password ${problem}`);
  process.exit(2);
}
try {
  const config = loadConfig();
  await prepareDataDir(config);
  const database = await openDatabase(databaseOptions(config));
  await database.migrate();
  const outcome = await ensureAdmin(database.db, values.email, values.password);
  process.stdout.write(`admin ${values.email}: ${outcome}\n`);
  await database.close();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
