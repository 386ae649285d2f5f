import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { createServerDatabase } from '../support/database.js';
import { startServerProcess } from '../support/server-process.js';
import { CLUSTER_POSTGRES, stopServer } from './cluster.js';

it('four instances started at the same instant on an empty database all come up', async () => {
  const database = await createServerDatabase(CLUSTER_POSTGRES, 'coldstart');
  const dir = await mkdtemp(path.join(tmpdir(), 'cammini-coldstart-'));
  const starts = await Promise.allSettled(
    [1, 2, 3, 4].map((index) =>
      startServerProcess({ DATA_DIR: path.join(dir, `instance-${index}`), DATABASE_URL: database.url }),
    ),
  );
  try {
    expect(starts.map((start) => (start.status === 'rejected' ? String(start.reason) : 'up'))).toEqual([
      'up',
      'up',
      'up',
      'up',
    ]);
  } finally {
    await Promise.all(starts.map((start) => (start.status === 'fulfilled' ? stopServer(start.value) : undefined)));
    await database.drop();
    await rm(dir, { recursive: true, force: true });
  }
});
