import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openEmbeddedDatabase } from './embedded.js';
import { DEFAULT_SHARED_BUFFERS } from './embedded-settings.js';

const sharedBuffers = async (client: Awaited<ReturnType<typeof openEmbeddedDatabase>>) =>
  (await client.query<{ size: string }>(`select current_setting('shared_buffers') as size`)).rows[0]?.size;

describe('the embedded database', () => {
  const folders: string[] = [];
  afterAll(async () => {
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it('is created in a folder by a child process, then opened here, and keeps its data', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'cammini-embedded-'));
    folders.push(folder);
    const dir = path.join(folder, 'db');
    const created = await openEmbeddedDatabase(dir);
    expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
    expect(await sharedBuffers(created)).toBe(DEFAULT_SHARED_BUFFERS);
    await created.exec(`create table kept (note text); insert into kept values ('ancora qui')`);
    await created.close();

    const reopened = await openEmbeddedDatabase(dir, '8MB');
    expect(await sharedBuffers(reopened)).toBe('8MB');
    expect((await reopened.query<{ note: string }>('select note from kept')).rows).toEqual([{ note: 'ancora qui' }]);
    await reopened.close();
  }, 120_000);

  it('in memory takes the same buffer cache', async () => {
    const client = await openEmbeddedDatabase(undefined);
    expect(await sharedBuffers(client)).toBe(DEFAULT_SHARED_BUFFERS);
    await client.close();
  }, 60_000);
});
