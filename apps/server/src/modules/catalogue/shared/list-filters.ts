import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** Case-insensitive "contains"; strpos needs no escaping of % and _ typed by a visitor. */
export function containsText(column: SQLWrapper, text: string | undefined): SQL | undefined {
  return text === undefined ? undefined : sql`strpos(lower(${column}), lower(cast(${text} as text))) > 0`;
}

/** Case-insensitive equality, the way the site compares categories and territories. */
export function equalsIgnoringCase(column: SQLWrapper, text: string | undefined): SQL | undefined {
  return text === undefined ? undefined : sql`lower(${column}) = lower(cast(${text} as text))`;
}
