import { sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/support/database.js';
import { titleMatches } from '../lib/titles.js';
import { type DatabaseHandle, selectRows } from './client.js';
import { articles, courses, onlineCourses, topics } from './schema/index.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const kinds: [string, PgTable, AnyPgColumn][] = [
  ['articles', articles, articles.title],
  ['courses', courses, courses.title],
  ['online_courses', onlineCourses, onlineCourses.title],
  ['topics', topics, topics.title],
];

describe('lookups by title', () => {
  // A page's URL names its item by title: without the index every lookup reads the whole table.
  it.each(kinds)('find %s through the title-key index', async (table, from, title) => {
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await selectRows<Record<string, string>>(
        tx,
        sql`explain select 1 from ${from} where ${titleMatches(title, 'Il-respiro che cura')}`,
      );
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toContain(`${table}_title_key_idx`);
  });
});

describe('title keys', () => {
  const rowOf: Record<string, (title: string) => ReturnType<typeof sql>> = {
    topics: (title) => sql`insert into topics (title, description) values (${title}, 'd')`,
    articles: (title) => sql`insert into articles (title, intro, content, category) values (${title}, 'i', 'c', 'x')`,
    courses: (title) =>
      sql`insert into courses (title, category, intro, description, author, price_cents, location) values (${title}, 'x', 'i', 'd', 'a', 100, 'l')`,
    online_courses: (title) =>
      sql`insert into online_courses (title, category, description, author, price_cents) values (${title}, 'x', 'd', 'a', 100)`,
  };

  // "Il respiro" and "Il-respiro" have one address: the database itself refuses the second, so no
  // race between two admins' forms can create both.
  it.each(kinds)('are unique in %s', async (table) => {
    const insert = (title: string) => database.db.execute(rowOf[table]!(title));
    await insert(`Il respiro ${table}`);
    await expect(insert(`il-RESPIRO--${table}`)).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23505' }),
    });
    await expect(insert(`Il respiro che cura ${table}`)).resolves.toBeDefined();
  });
});
