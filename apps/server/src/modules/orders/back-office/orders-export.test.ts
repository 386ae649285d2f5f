import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/support/app.js';
import { createUser } from '../../../../test/support/factories.js';
import { EXPORT_BATCH_SIZE, streamOrdersWorkbook } from './orders-export.js';

const t = useTestApp();

/** Counts the statements sent to the database from now on. */
function watchQueries() {
  const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query;
  const counter = { count: 0, stop: () => delete (client as { query?: unknown }).query };
  client.query = function (this: unknown, ...args: unknown[]) {
    counter.count += 1;
    return original.apply(this, args);
  };
  return counter;
}

describe('the orders export', () => {
  it('reads the next batch only as fast as the file is taken: a reader that waits holds the rows back', async () => {
    const user = await createUser(t.db, { surname: 'Lentezza' });
    const total = 60_000;
    await t.db.execute(sql`
      insert into orders (user_id, course_title, amount_cents, status, provider, created_at)
      select ${user.id}, 'Corso ' || n || ' ' || md5(n::text), 1000 + n, 'paid', 'test', timestamptz '2025-01-01' + n * interval '1 minute'
      from generate_series(1, ${total}) as n`);
    // Titles that do not compress away, so the file's bytes fill the buffers as a real export's do.
    const batches = Math.ceil(total / EXPORT_BATCH_SIZE);

    const queries = watchQueries();
    try {
      const file = await streamOrdersWorkbook(t.app.ctx, { q: 'lentezza' }, 'it');
      // Nobody reads yet: batches fill the buffers (how many depends on how fast compression keeps up
      // on this machine), then the writer waits: the count stops growing well before the last batch.
      let seen = -1;
      for (let look = 0; look < 60 && queries.count !== seen; look += 1) {
        seen = queries.count;
        await sleep(1000);
      }
      expect(queries.count).toBe(seen);
      expect(queries.count).toBeLessThan(batches);

      const chunks: Buffer[] = [];
      for await (const chunk of file) chunks.push(chunk as Buffer);
      expect(queries.count).toBe(batches + 1);

      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('Ordini')!;
      expect(sheet.getRow(1).getCell(1).value).toBe('Ordine');
      expect(sheet.rowCount).toBe(total + 1);
      expect(sheet.getRow(2).getCell(7).value).toMatch(new RegExp(`^Corso ${total} `));
      expect(sheet.getRow(total + 1).getCell(7).value).toMatch(/^Corso 1 /);
    } finally {
      queries.stop();
    }
  }, 180_000);
});
