import { randomBytes } from 'node:crypto';
import { SiteSettings } from '@cammini/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { openTestDatabase } from '../../../test/support/database.js';
import { adminPrivateToken, bearer } from '../../../test/support/factories.js';
import { startSmtpSink } from '../../../test/support/smtp-sink.js';
import type { DatabaseHandle } from '../../db/client.js';
import { mailOutbox, newsletterSubscribers } from '../../db/schema/index.js';
import { saveSettings } from '../settings/settings.service.js';
import { enqueueMail } from './mail.service.js';

const message = (to: string) => ({ to, subject: 'Ciao', html: '<p>Ciao</p>', text: 'Ciao' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rowFor = async (t: TestApp, to: string) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0];

describe('sending through the job queue', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await buildTestApp({ env: { SMTP_URL: sink.url }, build: { startWorkers: true } });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('never sends a message queued in a transaction that rolled back, and sends a committed one once', async () => {
    await t.db
      .transaction(async (tx) => {
        await enqueueMail(tx, message('annullato@example.com'));
        throw new Error('the change failed');
      })
      .catch(() => {});
    await t.db.transaction((tx) => enqueueMail(tx, message('confermato@example.com')));
    t.app.ctx.mail.nudge();

    await vi.waitFor(() => expect(sink.messages.map((m) => m.to)).toContainEqual(['confermato@example.com']), {
      timeout: 15_000,
    });
    await sleep(3000);
    expect(sink.messages.filter((m) => m.to.includes('confermato@example.com'))).toHaveLength(1);
    expect(sink.messages.some((m) => m.to.includes('annullato@example.com'))).toBe(false);
    expect(await rowFor(t, 'annullato@example.com')).toBeUndefined();
    expect(await rowFor(t, 'confermato@example.com')).toMatchObject({ status: 'sent', sentAt: expect.any(Date) });
  });

  it('sends a message with its attachment (a calendar file) as a MIME part of its own', async () => {
    const calendar = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    await t.db.transaction((tx) =>
      enqueueMail(tx, {
        ...message('calendario@example.com'),
        attachments: [{ filename: 'corso.ics', contentType: 'text/calendar; charset=utf-8', content: calendar }],
      }),
    );
    t.app.ctx.mail.nudge();
    await vi.waitFor(() => expect(sink.messages.map((m) => m.to)).toContainEqual(['calendario@example.com']), {
      timeout: 15_000,
    });
    const raw = sink.messages.find((m) => m.to.includes('calendario@example.com'))?.raw ?? '';
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; name=corso\.ics/);
    expect(raw).toMatch(/Content-Disposition: attachment; filename=corso\.ics/);
    const body = raw.match(/filename=corso\.ics\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n-/)?.[1] ?? '';
    expect(Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')).toBe(calendar);
  });

  it('sends a message whose commit was not followed by its nudge (a crash) with the next dispatch', async () => {
    await t.db.transaction((tx) => enqueueMail(tx, message('dimenticato@example.com')));
    // No nudge: the next message's nudge dispatches every message still without a job.
    await t.db.transaction((tx) => enqueueMail(tx, message('dopo@example.com')));
    t.app.ctx.mail.nudge();
    await vi.waitFor(async () => expect((await rowFor(t, 'dimenticato@example.com'))?.status).toBe('sent'), {
      timeout: 15_000,
    });
  });
  it('heads each message with the business name the settings hold as it leaves, and signs it with that name', async () => {
    await saveSettings(t.app.ctx, SiteSettings.parse({ businessName: 'Studio "Aurora"' }));
    await t.db.transaction((tx) => enqueueMail(tx, message('intestazione@example.com')));
    t.app.ctx.mail.nudge();
    await vi.waitFor(() => expect(sink.messages.map((m) => m.to)).toContainEqual(['intestazione@example.com']), {
      timeout: 15_000,
    });
    const sent = sink.messages.find((m) => m.to.includes('intestazione@example.com'));
    expect(sent?.raw).toMatch(/^From: "Studio \\"Aurora\\"" <noreply@localhost>\r?$/m);
    const raw = (sent?.raw ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(raw).toContain('>Studio &quot;Aurora&quot;</h1><p>Ciao</p>');
    expect(raw).toMatch(/Ciao\r?\n\r?\nStudio "Aurora"/);
  });
});

describe('a failing SMTP server', () => {
  it('is tried again with growing delays, then the message is marked failed', async () => {
    const sink = await startSmtpSink({ refuse: true });
    const t = await buildTestApp({
      env: { SMTP_URL: sink.url, MAIL_RETRY_LIMIT: '2', MAIL_RETRY_DELAY_SECONDS: '1' },
      build: { startWorkers: true },
    });
    try {
      await t.db.transaction((tx) => enqueueMail(tx, message('rifiutato@example.com')));
      t.app.ctx.mail.nudge();
      await vi.waitFor(async () => expect((await rowFor(t, 'rifiutato@example.com'))?.status).toBe('failed'), {
        // The dead-letter worker looks every 30 s.
        timeout: 60_000,
        interval: 250,
      });
      expect(sink.attempts).toHaveLength(3);
      const [first, second, third] = sink.attempts as [number, number, number];
      // Backoff from 1 s: the first retry waits 1-2 s, the second 2-4 s (plus polling).
      expect(second - first).toBeGreaterThanOrEqual(1000);
      expect(third - second).toBeGreaterThanOrEqual(2000);
      expect(await rowFor(t, 'rifiutato@example.com')).toMatchObject({
        status: 'failed',
        attempts: 3,
        lastError: expect.stringContaining('Mailbox busy'),
      });
    } finally {
      await t.close();
      await sink.close();
    }
  }, 90_000);
});

describe('a slow SMTP server (seven seconds a message) and two instances', () => {
  let database: DatabaseHandle;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  const instances: TestApp[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
    sink = await startSmtpSink({ delayMs: 7000 });
    // Each instance sends two of the four messages, fourteen seconds in all: more than one attempt's
    // ten, which a lease over a whole batch would have run out and sent again.
    const env = { SMTP_URL: sink.url, MAIL_ATTEMPT_SECONDS: '10' };
    for (let i = 0; i < 2; i++) instances.push(await buildTestApp({ database, env, build: { startWorkers: true } }));
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await sink.close();
    await database.close();
  });

  it('delivers every message of a newsletter exactly once', async () => {
    const [a] = instances as [TestApp, TestApp];
    const readers = ['a', 'b', 'c', 'd'].map((name) => `lettore-${name}@example.com`);
    await a.db.insert(newsletterSubscribers).values(
      readers.map((email) => ({
        email,
        status: 'confirmed' as const,
        unsubscribeToken: randomBytes(24).toString('base64url'),
      })),
    );
    const admin = await adminPrivateToken(a.app, a.db);
    const sent = await a.app.inject({
      method: 'POST',
      url: '/api/sendnewsletter/',
      headers: bearer(admin),
      payload: { oggetto: 'Lenta', contenuto: '<p>Ciao</p>' },
    });
    expect(sent.json()).toMatchObject({ queued: 4 });

    await vi.waitFor(
      async () => {
        const rows = await a.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Lenta'));
        expect(rows.map((row) => row.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
      },
      { timeout: 60_000, interval: 500 },
    );
    // Long enough for a second delivery of an expired attempt to arrive.
    await sleep(12_000);
    const delivered = sink.messages.filter((m) => m.subject === 'Lenta').flatMap((m) => m.to);
    expect(delivered.sort()).toEqual(readers);
  }, 120_000);
});
