import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { courses, members, onlineCourses } from '../../../db/schema/catalogue.js';
import { titleKeySql } from '../../../lib/titles.js';
import { coursesOnShow } from '../courses/courses.repository.js';
import { containsText, equalsIgnoringCase } from '../shared/list-filters.js';

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
  placeName: string | null;
  startDate: string | null;
  priceCents: number;
}

/**
 * The member's courses on show, in one query: in-person ones not yet begun first, by date, then online
 * ones by title. `today` is the business's day.
 */
export async function selectMemberCourses(
  db: Executor,
  memberId: number,
  options: { limit: number; today: string },
): Promise<MemberCourseRow[]> {
  const inPerson = db
    .select({
      kind: sql<'course' | 'onlineCourse'>`'course'`.as('kind'),
      id: courses.id,
      title: courses.title,
      coverImage: courses.coverImage,
      location: sql<string | null>`${courses.location}`.as('location'),
      placeName: sql<string | null>`${courses.placeName}`.as('place_name'),
      startDate: sql<string | null>`${courses.startDate}::text`.as('start_date'),
      priceCents: courses.priceCents,
    })
    .from(courses)
    .where(and(eq(courses.authorMemberId, memberId), coursesOnShow(options.today)));
  const online = db
    .select({
      kind: sql<'course' | 'onlineCourse'>`'onlineCourse'`.as('kind'),
      id: onlineCourses.id,
      title: onlineCourses.title,
      coverImage: onlineCourses.coverImage,
      location: sql<string | null>`null::text`.as('location'),
      placeName: sql<string | null>`null::text`.as('place_name'),
      startDate: sql<string | null>`null::text`.as('start_date'),
      priceCents: onlineCourses.priceCents,
    })
    .from(onlineCourses)
    .where(and(eq(onlineCourses.authorMemberId, memberId), eq(onlineCourses.status, 'published')));
  return inPerson.unionAll(online).orderBy(sql`kind`, sql`start_date asc nulls last`, sql`title`).limit(options.limit);
}

/** By current name and surname, in any case (the delete and the original edit name a member so). */
const namedExactly = (name: string, surname: string): SQL =>
  and(
    sql`lower(${members.name}) = lower(cast(${name} as text))`,
    sql`lower(${members.surname}) = lower(cast(${surname} as text))`,
  ) as SQL;

/** The titles of the courses, of both kinds and any status, a member (named as the delete names them) leads. */
export async function selectLedCourseTitles(db: Executor, name: string, surname: string): Promise<string[]> {
  const member = db.select({ id: members.id }).from(members).where(namedExactly(name, surname));
  const inPerson = db.select({ title: courses.title }).from(courses).where(inArray(courses.authorMemberId, member));
  const online = db
    .select({ title: onlineCourses.title })
    .from(onlineCourses)
    .where(inArray(onlineCourses.authorMemberId, member));
  const rows = await inPerson.unionAll(online).orderBy(sql`title`);
  return rows.map((row) => row.title);
}

/** The deleted row, or nothing when no member has this name. */
export async function deleteMemberByName(db: Executor, name: string, surname: string): Promise<MemberRow | undefined> {
  const [row] = await db.delete(members).where(namedExactly(name, surname)).returning();
  return row;
}

/** Locks the member an edit names, by id or by current name and surname, until the transaction ends. */
export async function lockMember(
  db: Executor,
  target: { id?: number; name?: string; surname?: string },
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(target.id !== undefined ? eq(members.id, target.id) : namedExactly(target.name ?? '', target.surname ?? ''))
    .orderBy(asc(members.id))
    .limit(1)
    .for('update');
  return row;
}

/**
 * Whether another member has this name and surname. Compared like the `name-surname` of the
 * members page's links, so two members never share an address.
 */
export async function memberNameTaken(
  db: Executor,
  person: { name: string; surname: string },
  exceptId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        sql`${titleKeySql(fullName)} = ${titleKeySql(`${person.name} ${person.surname}`)}`,
        exceptId === undefined ? undefined : ne(members.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export type MemberValues = Omit<typeof members.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertMemberRow(db: Executor, values: MemberValues): Promise<number> {
  const [row] = await db.insert(members).values(values).returning({ id: members.id });
  if (!row) throw new Error('member not inserted');
  return row.id;
}

export async function updateMemberRow(db: Executor, id: number, values: MemberValues): Promise<void> {
  await db
    .update(members)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(members.id, id));
}

/** The courses a member leads show the organizer by name: a renamed member renames them. */
export async function renameCourseAuthor(db: Executor, memberId: number, author: string): Promise<void> {
  await db.update(courses).set({ author }).where(eq(courses.authorMemberId, memberId));
  await db.update(onlineCourses).set({ author }).where(eq(onlineCourses.authorMemberId, memberId));
}
