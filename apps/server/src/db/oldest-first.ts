import { asc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

/**
 * The whole rows of `table` that `where` keeps, oldest first: by `createdAt`, then by id, so rows made in
 * the same instant still come in one stable order (what a personal-data export or a history lists).
 */
export function selectOldestFirst<TTable extends PgTable & { id: AnyPgColumn }>(
  db: Executor,
  table: TTable,
  where: SQL | undefined,
  createdAt: AnyPgColumn,
): Promise<TTable['$inferSelect'][]> {
  // drizzle types a selection from a table it does not know statically as empty: the rows are the table's.
  return db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(asc(createdAt), asc(table.id)) as Promise<TTable['$inferSelect'][]>;
}
