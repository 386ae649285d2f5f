import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { courses, members, onlineCourses } from '../../db/schema/index.js';
import { titleKeySql } from '../../lib/titles.js';
import { containsText, equalsIgnoringCase } from './list-filters.js';

export type MemberRow = typeof members.$inferSelect;

const fullName = sql`${members.name} || ' ' || ${members.surname}`;

export async function selectMembers(
  db: Executor,
  options: { q?: string; territory?: string; limit: number },
): Promise<MemberRow[]> {
  return db
    .select()
    .from(members)
    .where(and(containsText(fullName, options.q), equalsIgnoringCase(members.territory, options.territory)))
    .orderBy(sql`lower(${members.surname})`, sql`lower(${members.name})`, asc(members.id))
    .limit(options.limit);
}

export async function findMemberById(db: Executor, id: number): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return row;
}

/** By the `name-surname` of the members page's links, folded like a title (any case, spaces or hyphens). */
export async function findMemberBySlug(db: Executor, slug: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(sql`${titleKeySql(fullName)} = ${titleKeySql(slug)}`)
    .orderBy(asc(members.id))
    .limit(1);
  return row;
}

export async function selectTerritories(db: Executor, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ territory: members.territory })
    .from(members)
    .orderBy(asc(members.territory))
    .limit(limit);
  return rows.map((row) => row.territory);
}

export interface MemberCourseRow {
  kind: 'course' | 'onlineCourse';
  id: number;
  title: string;
  coverImage: string | null;
  location: string | null;
  startDate: string | null;
  priceCents: number;
}

/** The member's in-person and online courses in one query: in-person first by date, then online by title. */
export async function selectMemberCourses(db: Executor, memberId: number, limit: number): Promise<MemberCourseRow[]> {
  const inPerson = db
    .select({
      kind: sql<'course' | 'onlineCourse'>`'course'`.as('kind'),
      id: courses.id,
      title: courses.title,
      coverImage: courses.coverImage,
      location: sql<string | null>`${courses.location}`.as('location'),
      startDate: sql<string | null>`${courses.startDate}::text`.as('start_date'),
      priceCents: courses.priceCents,
    })
    .from(courses)
    .where(eq(courses.authorMemberId, memberId));
  const online = db
    .select({
      kind: sql<'course' | 'onlineCourse'>`'onlineCourse'`.as('kind'),
      id: onlineCourses.id,
      title: onlineCourses.title,
      coverImage: onlineCourses.coverImage,
      location: sql<string | null>`null::text`.as('location'),
      startDate: sql<string | null>`null::text`.as('start_date'),
      priceCents: onlineCourses.priceCents,
    })
    .from(onlineCourses)
    .where(eq(onlineCourses.authorMemberId, memberId));
  return inPerson.unionAll(online).orderBy(sql`kind`, sql`start_date asc nulls last`, sql`title`).limit(limit);
}

export async function deleteMemberByName(db: Executor, name: string, surname: string): Promise<boolean> {
  const deleted = await db
    .delete(members)
    .where(
      and(
        sql`lower(${members.name}) = lower(cast(${name} as text))`,
        sql`lower(${members.surname}) = lower(cast(${surname} as text))`,
      ),
    )
    .returning({ id: members.id });
  return deleted.length > 0;
}
