import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../../test/support/database.js';
import { selectRows } from './client.js';

// Several instances share one PostgreSQL server; the embedded database has one process by nature.
describe.skipIf(!process.env.TEST_DATABASE_URL)('instances started together on an empty database', () => {
  it('all migrate and come up: the migrations take turns under one lock', async () => {
    const scratch = await createScratchDatabase('together');
    const handles = await Promise.all(Array.from({ length: 4 }, () => scratch.open()));
    try {
      await Promise.all(handles.map((handle) => handle.migrate()));
      const [first] = handles;
      const applied = await selectRows<{ count: number | string }>(
        first!.db,
        sql`select count(*) as count from drizzle.__drizzle_migrations`,
      );
      const journal = (await import('./migrations/meta/_journal.json', { with: { type: 'json' } })).default;
      expect(Number(applied[0]?.count)).toBe(journal.entries.length);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await scratch.drop();
    }
  });
});
