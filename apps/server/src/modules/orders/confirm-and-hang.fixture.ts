/**
 * Run as a child process by confirmation-crash.test.ts: confirms one order and stops inside the
 * transaction, after every write and before the commit, saying so on stdout; the test then kills
 * it with SIGKILL. Arguments: the database (a PostgreSQL URL or a PGlite folder) and the order id.
 */
import { openDatabase } from '../../db/client.js';
import { systemClock } from '../../lib/clock.js';
import { createLocalStorage } from '../../lib/uploads/media-storage.js';
import { createTestProvider } from '../payments/payments.service.js';
import { confirmOrder } from './order-confirmation.service.js';

const [database, orderId] = process.argv.slice(2);
if (!database || !orderId) throw new Error('usage: confirm-and-hang <database> <orderId>');
const handle = await openDatabase(database.startsWith('postgres') ? { url: database } : { pgliteDir: database });
const ctx = {
  db: handle.db,
  config: { publicUrl: 'http://localhost:3000', CONTACT_EMAIL: 'info@localhost.test' },
  clock: systemClock,
  mail: { nudge: () => {} },
  publicCache: { invalidate: () => {} },
  storage: createLocalStorage({ public: '/nonexistent', private: '/nonexistent' }),
};
await confirmOrder(ctx, createTestProvider(handle.db), orderId, {
  beforeCommit: async () => {
    process.stdout.write('inside the transaction\n');
    await new Promise(() => {});
  },
});
