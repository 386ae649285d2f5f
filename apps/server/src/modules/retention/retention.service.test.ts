import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { openTestDatabase } from '../../../test/support/database.js';
import { createUser } from '../../../test/support/factories.js';
import { type Database, type DatabaseHandle, selectRows } from '../../db/client.js';
import {
  mailOutbox,
  oneTimeTokens,
  orders,
  rateLimits,
  sessions,
  testPaymentCheckouts,
} from '../../db/schema/index.js';
import { runRetention } from './retention.service.js';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date();
const ago = (ms: number) => new Date(now.getTime() - ms);
const later = (ms: number) => new Date(now.getTime() + ms);
const token = () => randomBytes(16).toString('hex');

/** One row of each kind on either side of its limit; answers what must remain. */
async function seed(db: Database) {
  const user = await createUser(db);
  const session = (expiresAt: Date, revokedAt: Date | null = null) => ({
    userId: user.id,
    kind: 'login' as const,
    tokenHash: token(),
    expiresAt,
    revokedAt,
  });
  const kept = {
    sessions: await db
      .insert(sessions)
      .values([session(later(DAY)), session(later(DAY), ago(1000))])
      .returning({ id: sessions.id }),
    tokens: await db
      .insert(oneTimeTokens)
      .values({ purpose: 'reset_password', tokenHash: token(), email: user.email, expiresAt: later(3600_000) })
      .returning({ id: oneTimeTokens.id }),
  };
  await db.insert(sessions).values([session(ago(1000)), session(ago(DAY), ago(2 * DAY))]);
  await db.insert(oneTimeTokens).values([
    { purpose: 'verify_email', tokenHash: token(), email: 'nuovo@example.com', expiresAt: ago(1000) },
    { purpose: 'reset_password', tokenHash: token(), email: user.email, expiresAt: ago(DAY), usedAt: ago(2 * DAY) },
  ]);
  await db.insert(rateLimits).values([
    { key: 'login:finito', points: 3, expire: ago(1000) },
    { key: 'login:in-corso', points: 3, expire: later(60_000) },
    { key: 'login:senza-fine', points: 1, expire: null },
  ]);

  const order = async (status: 'pending' | 'cancelled' | 'paid') => {
    const [row] = await db
      .insert(orders)
      .values({ userId: user.id, courseTitle: 'Corso', amountCents: 1000, provider: 'test', status })
      .returning({ id: orders.id });
    return row!.id;
  };
  const checkout = async (orderId: string, status: 'PENDING' | 'FAILED' | 'PAID', updatedAt: Date) => {
    const [row] = await db
      .insert(testPaymentCheckouts)
      .values({ orderId, amountCents: 1000, currency: 'EUR', description: 'Corso', status, updatedAt })
      .returning({ id: testPaymentCheckouts.id });
    return row!.id;
  };
  const closed = await order('cancelled');
  await checkout(closed, 'PENDING', ago(31 * DAY));
  await checkout(closed, 'FAILED', ago(40 * DAY));
  const keptCheckouts = [
    await checkout(closed, 'PENDING', ago(29 * DAY)),
    await checkout(await order('pending'), 'PENDING', ago(60 * DAY)),
    await checkout(await order('paid'), 'PAID', ago(60 * DAY)),
  ];

  const mail = (to: string, status: 'sent' | 'failed' | 'pending', sentAt: Date | null) => ({
    to,
    subject: 'Ciao',
    html: '<p>Ciao</p>',
    text: 'Ciao',
    headers: { 'List-Unsubscribe': '<https://example.com/u>' },
    status,
    sentAt,
  });
  await db
    .insert(mailOutbox)
    .values([
      mail('vecchia@example.com', 'sent', ago(91 * DAY)),
      mail('recente@example.com', 'sent', ago(89 * DAY)),
      mail('fallita@example.com', 'failed', null),
      mail('in-coda@example.com', 'pending', null),
    ]);
  return { ...kept, checkouts: keptCheckouts };
}

describe('retention', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  it('deletes expired sessions, links and counters, abandoned test checkouts and old mail bodies, and nothing else', async () => {
    const { db } = handle;
    const kept = await seed(db);
    const report = await runRetention(db, now);
    expect(report).toEqual({ sessions: 2, oneTimeTokens: 2, rateLimits: 1, testCheckouts: 2, mailBodies: 1 });

    expect((await db.select({ id: sessions.id }).from(sessions)).map((r) => r.id).sort()).toEqual(
      kept.sessions.map((r) => r.id).sort(),
    );
    expect(await db.select({ id: oneTimeTokens.id }).from(oneTimeTokens)).toEqual(kept.tokens);
    expect((await db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key).sort()).toEqual([
      'login:in-corso',
      'login:senza-fine',
    ]);
    expect(
      (await db.select({ id: testPaymentCheckouts.id }).from(testPaymentCheckouts)).map((r) => r.id).sort(),
    ).toEqual(kept.checkouts.sort());
    const mails = await db.select().from(mailOutbox);
    expect(mails).toHaveLength(4);
    for (const mail of mails) {
      const cleared = mail.to === 'vecchia@example.com';
      expect({ to: mail.to, text: mail.text, html: mail.html, headers: mail.headers }).toEqual({
        to: mail.to,
        text: cleared ? '' : 'Ciao',
        html: cleared ? '' : '<p>Ciao</p>',
        headers: cleared ? null : { 'List-Unsubscribe': '<https://example.com/u>' },
      });
    }
    expect(mails.find((m) => m.to === 'vecchia@example.com')).toMatchObject({ status: 'sent', subject: 'Ciao' });

    expect(await runRetention(db, now)).toEqual({
      sessions: 0,
      oneTimeTokens: 0,
      rateLimits: 0,
      testCheckouts: 0,
      mailBodies: 0,
    });
  });
});

describe('the retention schedule with two instances up', () => {
  let database: DatabaseHandle;
  const instances: TestApp[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
    const env = { RETENTION_SCHEDULE: '* * * * *' };
    for (let i = 0; i < 2; i++) {
      instances.push(
        await buildTestApp({ database, env, build: { startWorkers: true, jobQueue: { cronIntervalSeconds: 1 } } }),
      );
    }
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await database.close();
  });

  /** The retention jobs made, by the minute of the schedule's occurrence that made them, and state. */
  const retentionJobs = () =>
    selectRows<{ slot: string; state: string; jobs: number }>(
      database.db,
      sql`select date_trunc('minute', created_on)::text as slot, state, count(*)::int as jobs from pgboss.job
          where name = 'retention' group by 1, 2 order by 1`,
    );

  it('runs each occurrence once, on one of them', async () => {
    const user = await createUser(database.db);
    await database.db
      .insert(sessions)
      .values({ userId: user.id, kind: 'login', tokenHash: token(), expiresAt: ago(1000) });
    await vi.waitFor(async () => expect((await retentionJobs()).map((job) => job.state)).toContain('completed'), {
      timeout: 75_000,
      interval: 500,
    });
    // Both instances check the schedule every second: a second job for an occurrence would be here by now.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    const jobs = await retentionJobs();
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) expect(job).toEqual({ slot: expect.any(String), state: 'completed', jobs: 1 });
    expect(new Set(jobs.map((job) => job.slot)).size).toBe(jobs.length);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  }, 90_000);

  it('schedules the seat holds, the course day and the refund reconciliation, and the embedded upkeep only on the embedded database', async () => {
    const schedules = await selectRows<{ name: string }>(
      database.db,
      sql`select name from pgboss.schedule order by name`,
    );
    expect(schedules.map((s) => s.name)).toEqual(
      database.kind === 'pglite'
        ? [
            'course-day',
            'course-reminders',
            'embedded-upkeep',
            'mail-dispatch',
            'refund-reconciliation',
            'retention',
            'seat-holds',
          ]
        : ['course-day', 'course-reminders', 'mail-dispatch', 'refund-reconciliation', 'retention', 'seat-holds'],
    );
  });
});
