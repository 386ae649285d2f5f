import { is, Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/*
 * Titles are the public keys of articles and courses in URLs. The original links
 * replace spaces with hyphens (/articolo/Il-respiro-che-cura) and some clients turn hyphens back
 * into spaces, so a lookup compares a "title key": lower case, every run of spaces and hyphens
 * folded to one hyphen, none at the ends (titleKey in the contract). A title with real hyphens ("Mente-corpo") therefore
 * matches in either form too; two titles that differ only by spaces versus hyphens share a key,
 * and the title-key indexes are UNIQUE: no two items of a kind share one, so a title designates at
 * most one item.
 */

/** A title as a request gave it: the text, or the placeholder of a prepared statement. */
export type RawTitle = string | Placeholder;

const isRawTitle = (value: SQLWrapper | RawTitle): value is RawTitle =>
  typeof value === 'string' || is(value, Placeholder);

/** The title key computed by PostgreSQL, so both sides of a comparison use the same lower(). */
export function titleKeySql(value: SQLWrapper | RawTitle): SQL {
  const text = isRawTitle(value) ? sql`cast(${value} as text)` : sql`${value}`;
  return sql`btrim(regexp_replace(lower(${text}), '[[:space:]-]+', '-', 'g'), '-')`;
}

/** A WHERE condition: the column holds a title that matches what the URL or body said. */
export function titleMatches(column: SQLWrapper, raw: RawTitle): SQL {
  return sql`${titleKeySql(column)} = ${titleKeySql(raw)}`;
}
