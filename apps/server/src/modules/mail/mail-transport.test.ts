import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailTransport } from './mail-transport.js';

const envelope = {
  from: 'Noi <noi@example.com>',
  to: 'uno@example.com',
  subject: 'Ciao',
  html: '<p>Ciao</p>',
  text: 'Ciao',
};

describe('mail transport without SMTP', () => {
  it('writes a message as an .eml file named by its outbox row', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    await createMailTransport({ outboxDir: dir }).send(envelope, 7);
    expect(await readdir(dir)).toEqual(['000000000007.eml']);
    const eml = await readFile(path.join(dir, '000000000007.eml'), 'utf8');
    expect(eml).toContain('To: uno@example.com');
    expect(eml).toContain('Subject: Ciao');
    await rm(dir, { recursive: true });
  });

  it('replaces its own copy when a message is sent again after a crash, under one Message-ID', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    const transport = createMailTransport({ outboxDir: dir });
    await transport.send(envelope, 42);
    await transport.send(envelope, 42);
    expect(await readdir(dir)).toEqual(['000000000042.eml']);
    expect(await readFile(path.join(dir, '000000000042.eml'), 'utf8')).toContain('Message-ID: <outbox-42@example.com>');
    await rm(dir, { recursive: true });
  });
});
