import { spawn } from 'node:child_process';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCourse } from '../../../../test/fixtures/catalogue.fixtures.js';
import { effectsOf, insertPaidTestCheckout } from '../../../../test/fixtures/commerce.fixtures.js';
import { createScratchDatabase } from '../../../../test/support/database.js';
import { createUser } from '../../../../test/support/factories.js';
import type { DatabaseHandle } from '../../../db/client.js';
import { mailOutbox } from '../../../db/schema/index.js';
import { memoryLimiters } from '../../../lib/limiters.js';
import { createTestProvider } from '../../payments/payments.service.js';
import { confirmOrder } from './order-confirmation.service.js';

/**
 * The real thing: a separate process confirms a paid order and is killed with SIGKILL inside the
 * transaction, after writing the order, enrolment, credits and mails but before the commit. On the
 * restarted database the order must be untouched, and the next confirmation completes it once.
 * Runs on PGlite (a folder on disk, recovered like after a power cut) or on TEST_DATABASE_URL.
 */

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;

beforeAll(async () => {
  scratch = await createScratchDatabase('crash');
});
afterAll(async () => {
  await scratch.drop();
});

/** A pending order whose test checkout has already been charged. */
async function paidCheckout(handle: DatabaseHandle): Promise<{ orderId: string; buyerEmail: string }> {
  const buyer = await createUser(handle.db);
  const orderId = await insertPaidTestCheckout(handle.db, buyer.id, await insertCourse(handle.db));
  return { orderId, buyerEmail: buyer.email };
}

function confirmInChildAndKill(orderId: string): Promise<NodeJS.Signals | null> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(import.meta.dirname, '../../../../test/fixtures/confirm-and-hang.fixture.ts'),
      scratch.location,
      orderId,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors += chunk;
  });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('inside the transaction')) child.kill('SIGKILL');
    });
    child.on('exit', (_code, signal) => (signal === 'SIGKILL' ? resolve(signal) : reject(new Error(errors))));
  });
}

describe('a confirmation killed with SIGKILL before its commit', () => {
  it('leaves the order untouched; the next confirmation completes it exactly once', async () => {
    let handle = await scratch.open();
    await handle.migrate();
    const { orderId, buyerEmail } = await paidCheckout(handle);
    await handle.close();

    expect(await confirmInChildAndKill(orderId)).toBe('SIGKILL');

    handle = await scratch.open();
    try {
      const after = await effectsOf(handle.db, orderId);
      expect(after.order.status).toBe('pending');
      expect(after.order.paidAt).toBeNull();
      expect(after.enrolments).toEqual([]);
      expect(after.earnings).toEqual([]);
      expect(await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, buyerEmail))).toEqual([]);

      const ctx = {
        db: handle.db,
        config: { publicUrl: 'http://localhost:3000', CONTACT_EMAIL: 'info@localhost.test' },
        clock: { now: () => new Date() },
        mail: { nudge: () => {} },
        publicCache: { invalidate: () => {} },
        limiters: memoryLimiters(),
        storage: {} as never,
      };
      const confirmation = await confirmOrder(ctx, createTestProvider(handle.db), orderId);
      expect(confirmation).toMatchObject({ newlyPaid: true, order: { status: 'paid' } });
      expect((await effectsOf(handle.db, orderId)).enrolments).toHaveLength(1);
      expect(await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, buyerEmail))).toHaveLength(1);
    } finally {
      await handle.close();
    }
  }, 60_000);
});
