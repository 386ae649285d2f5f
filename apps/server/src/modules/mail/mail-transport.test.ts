import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/support/database.js';
import type { DatabaseHandle } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import { enqueueMail } from './mail.service.js';
import { createMailTransport, type MailEnvelope, type MailTransport } from './mail-transport.js';
import { MailWorker, retryDelaySeconds } from './mail-worker.js';

const silentLog = { error() {}, warn() {}, info() {} } as never;
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const message = (to: string) => ({ to, subject: 'Ciao', html: '<p>Ciao</p>', text: 'Ciao' });
const rowFor = async (to: string) => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0];

describe('mail worker', () => {
  it('writes each queued message once as an .eml file and marks it sent', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    const worker = new MailWorker(database.db, createMailTransport({ outboxDir: dir }), {
      from: 'Noi <noi@example.com>',
      log: silentLog,
    });
    await enqueueMail(database.db, message('uno@example.com'));
    await worker.drain();
    await worker.drain();
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    const eml = await readFile(path.join(dir, files[0]!), 'utf8');
    expect(eml).toContain('To: uno@example.com');
    expect(eml).toContain('Subject: Ciao');
    expect((await rowFor('uno@example.com'))?.status).toBe('sent');
    await rm(dir, { recursive: true });
  });

  it('replaces its own copy when a message is sent again after a crash, under one Message-ID', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    const transport = createMailTransport({ outboxDir: dir });
    const envelope = {
      from: 'Noi <noi@example.com>',
      to: 'due@example.com',
      subject: 'Ciao',
      html: '<p>Ciao</p>',
      text: 'Ciao',
    };
    await transport.send(envelope, 42);
    await transport.send(envelope, 42);
    expect(await readdir(dir)).toEqual(['000000000042.eml']);
    expect(await readFile(path.join(dir, '000000000042.eml'), 'utf8')).toContain('Message-ID: <outbox-42@example.com>');
    await rm(dir, { recursive: true });
  });

  it('keeps a message that failed to send, for a later attempt with backoff', async () => {
    const failing: MailTransport = {
      send: async () => {
        throw new Error('smtp down');
      },
      close() {},
    };
    const worker = new MailWorker(database.db, failing, { from: 'x@example.com', log: silentLog });
    await enqueueMail(database.db, message('due@example.com'));
    await worker.drain();
    const row = await rowFor('due@example.com');
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Error: smtp down' });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
  });

  it('sends a retried message once the transport works again', async () => {
    const sent: MailEnvelope[] = [];
    const working: MailTransport = { send: async (mail) => void sent.push(mail), close() {} };
    await database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1) })
      .where(eq(mailOutbox.to, 'due@example.com'));
    await new MailWorker(database.db, working, { from: 'x@example.com', log: silentLog }).drain();
    expect(sent.map((m) => m.to)).toContain('due@example.com');
    expect((await rowFor('due@example.com'))?.status).toBe('sent');
  });

  it('backs off exponentially up to an hour', () => {
    expect([1, 2, 3, 10].map(retryDelaySeconds)).toEqual([30, 60, 120, 3600]);
  });
});
