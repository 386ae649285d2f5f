/** Databases reached through a pooler in transaction mode, where a named statement cannot live. */
const withoutNamedStatements = new WeakSet<object>();

/**
 * Named statements are kept per server connection; a pooler in transaction mode (PgBouncer before
 * 1.21) hands each transaction any connection, where the name is unknown. Such a database gets
 * unnamed statements: drizzle still builds the SQL once, PostgreSQL plans it on every call.
 */
export function turnOffNamedStatements(db: object): void {
  withoutNamedStatements.add(db);
}

/**
 * A statement prepared once per database, for hot reads the public cache cannot absorb: drizzle
 * builds its SQL once instead of on every call, and on PostgreSQL a named statement is parsed and
 * planned once per connection. Only for the database itself, not a transaction: a prepared
 * statement belongs to the session it was made on. `prepare` receives the name to prepare under
 * (empty for an unnamed statement).
 */
export function preparedPerDatabase<D extends object, T>(
  name: string,
  prepare: (db: D, name: string) => T,
): (db: D) => T {
  const byDatabase = new WeakMap<D, T>();
  return (db) => {
    let statement = byDatabase.get(db);
    if (statement === undefined) {
      statement = prepare(db, withoutNamedStatements.has(db) ? '' : name);
      byDatabase.set(db, statement);
    }
    return statement;
  };
}
