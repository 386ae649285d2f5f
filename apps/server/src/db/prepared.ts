import type { Database } from './client.js';

/**
 * A statement prepared once per database, for hot reads the public cache cannot absorb: drizzle
 * builds its SQL once instead of on every call, and on PostgreSQL a named statement is parsed and
 * planned once per connection. Only for the database itself, not a transaction: a prepared
 * statement belongs to the session it was made on.
 */
export function preparedPerDatabase<T>(prepare: (db: Database) => T): (db: Database) => T {
  const byDatabase = new WeakMap<Database, T>();
  return (db) => {
    let statement = byDatabase.get(db);
    if (statement === undefined) {
      statement = prepare(db);
      byDatabase.set(db, statement);
    }
    return statement;
  };
}
