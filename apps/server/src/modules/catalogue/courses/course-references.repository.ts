import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { members } from '../../../db/schema/catalogue.js';

// "Nome Cognome" as the forms show a member, compared in lower case with runs of spaces folded.
const normalizedFullName = sql`regexp_replace(lower(trim(${members.name}) || ' ' || trim(${members.surname})), '[[:space:]]+', ' ', 'g')`;

/** The member whose "Nome Cognome" is this author, with the name as the member spells it. */
export async function findMemberByFullName(
  db: Executor,
  author: string,
): Promise<{ id: number; fullName: string } | undefined> {
  const wanted = author.trim().toLowerCase().replace(/\s+/g, ' ');
  const [row] = await db
    .select({ id: members.id, name: members.name, surname: members.surname })
    .from(members)
    .where(sql`${normalizedFullName} = ${wanted}`)
    .orderBy(asc(members.id))
    .limit(1);
  return row ? { id: row.id, fullName: `${row.name.trim()} ${row.surname.trim()}` } : undefined;
}
