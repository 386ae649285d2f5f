import type { SQL } from 'drizzle-orm';
import { type PgTable, QueryBuilder, type SelectedFields, type SubqueryWithSelection } from 'drizzle-orm/pg-core';

const builder = new QueryBuilder();

/**
 * A read view an owner lends (modules/<owner>/views/): the chosen columns of one of its tables, and the
 * rows a condition keeps, as a subquery another module's repository joins or counts in SQL. PostgreSQL
 * flattens such a subquery into the query around it, so the plan is the one a join on the table would
 * have, and a `for update` through it locks the table's rows. Each call takes its own alias, so one view
 * can be joined twice in a query.
 */
export function readView<TColumns extends SelectedFields, TDefaultAlias extends string>(
  table: PgTable,
  columns: TColumns,
  defaultAlias: TDefaultAlias,
  where?: SQL,
) {
  return <TAlias extends string = TDefaultAlias>(
    alias: TAlias = defaultAlias as string as TAlias,
  ): SubqueryWithSelection<TColumns, TAlias> =>
    // drizzle types a selection from a table it does not know statically as empty: the columns given are the selection.
    builder.select(columns).from(table).where(where).as(alias) as unknown as SubqueryWithSelection<TColumns, TAlias>;
}
