import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../test/support/database.js';
import { type DatabaseHandle, selectRows } from './client.js';
import { vacuumEmbeddedDatabase } from './embedded-maintenance.js';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

/** Pages of the topics table the visibility map marks all-visible: only a VACUUM sets them. */
async function allVisiblePages(): Promise<number> {
  const [row] = await selectRows<{ pages: number }>(
    handle.db,
    sql`select relallvisible::int as pages from pg_class where relname = 'topics'`,
  );
  return Number(row?.pages ?? 0);
}

describe('embedded database maintenance', () => {
  it.runIf(!process.env.TEST_DATABASE_URL)('vacuums PGlite, as autovacuum would', async () => {
    await handle.db.execute(
      sql`insert into topics (title, description) select 'Argomento ' || g, 'Descrizione' from generate_series(1, 200) g`,
    );
    expect(await allVisiblePages()).toBe(0);
    await vacuumEmbeddedDatabase(handle);
    expect(await allVisiblePages()).toBeGreaterThan(0);
  });

  it('leaves PostgreSQL to its autovacuum', async () => {
    const execute = vi.fn();
    await vacuumEmbeddedDatabase({ ...handle, kind: 'postgres', db: { execute } as never });
    expect(execute).not.toHaveBeenCalled();
  });
});
