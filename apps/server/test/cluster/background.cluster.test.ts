import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, selectRows } from '../../src/db/client.js';
import { newsletterSubscribers } from '../../src/db/schema/index.js';
import { startSmtpSink } from '../support/smtp-sink.js';
import { type Cluster, startCluster } from './cluster.js';
import { ADMIN, adminToken, call } from './http.js';

// A slow provider: seven seconds a message, against ten seconds for one attempt to send one message.
const SMTP_DELAY_MS = 7000;
const SUBSCRIBERS = 4;

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let cluster: Cluster;
let database: DatabaseHandle;
beforeAll(async () => {
  sink = await startSmtpSink({ delayMs: SMTP_DELAY_MS });
  cluster = await startCluster({
    env: {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: sink.url,
      MAIL_ATTEMPT_SECONDS: '10',
      RETENTION_SCHEDULE: '* * * * *',
    },
  });
  database = await openDatabase({ url: cluster.databaseUrl });
});
afterAll(async () => {
  await database?.close();
  await cluster?.stop();
  await sink?.close();
});

describe('background work on two instances', () => {
  it('delivers every message of a newsletter exactly once through a slow SMTP server', async () => {
    const emails = Array.from({ length: SUBSCRIBERS }, (_, index) => `iscritto-${index}@example.com`);
    await database.db.insert(newsletterSubscribers).values(
      emails.map((email) => ({
        email,
        status: 'confirmed' as const,
        unsubscribeToken: randomBytes(16).toString('hex'),
      })),
    );
    const token = await adminToken(cluster.url);
    const sent = await call(cluster.url, 'POST', '/api/sendnewsletter', {
      token,
      body: { oggetto: 'Nuovi percorsi in primavera', contenuto: '<p>Tre nuovi percorsi da aprile.</p>' },
    });
    expect(sent.status).toBe(200);
    const newsletter = () => sink.messages.filter((message) => message.subject.includes('Nuovi percorsi in primavera'));
    for (let waited = 0; newsletter().length < SUBSCRIBERS; waited += 500) {
      expect(waited, `delivered ${newsletter().length} of ${SUBSCRIBERS}`).toBeLessThan(90_000);
      await sleep(500);
    }
    // Longer than an attempt: a message taken twice would have arrived again by now.
    await sleep(12_000);
    expect(
      newsletter()
        .flatMap((message) => message.to)
        .sort(),
    ).toEqual(emails);
  });

  it('runs each occurrence of the retention schedule once across the instances', async () => {
    const retentionJobs = () =>
      selectRows<{ slot: string; state: string; jobs: number }>(
        database.db,
        sql`select date_trunc('minute', created_on)::text as slot, state, count(*)::int as jobs from pgboss.job
            where name = 'retention' group by 1, 2 order by 1`,
      );
    for (let waited = 0; !(await retentionJobs()).some((job) => job.state === 'completed'); waited += 1000) {
      expect(waited, 'no retention run yet').toBeLessThan(150_000);
      await sleep(1000);
    }
    const jobs = await retentionJobs();
    for (const job of jobs) expect(job, JSON.stringify(jobs)).toMatchObject({ jobs: 1 });
    expect(new Set(jobs.map((job) => job.slot)).size).toBe(jobs.length);
  });
});
