import { and, asc, eq, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { courses, enrolments, members } from '../../db/schema/index.js';
import { titleMatches } from '../../lib/titles.js';
import { containsText, equalsIgnoringCase } from './list-filters.js';

export type CourseRow = typeof courses.$inferSelect;
export type MemberRow = typeof members.$inferSelect;
export interface CourseWithPeople {
  course: CourseRow;
  peopleInterested: number;
}

/**
 * The course's enrolments, counted through their course index for each course the query answers:
 * a list stays one query, and its cost follows the courses it shows, not every enrolment ever made
 * (grouping all enrolments first made the list slower with every sale). The course's id is spelled
 * out: in a one-table select drizzle leaves column names unqualified.
 */
const peopleInterested = sql<number>`(select count(*)::int from ${enrolments} counted where counted.course_id = "courses"."id")`;

// Dated courses first, soonest first; undated ones after them, by title.
const bySchedule = [sql`${courses.startDate} asc nulls last`, asc(courses.title), asc(courses.id)];

interface CourseListOptions {
  q?: string;
  filter?: string;
  limit: number;
}

export async function selectCourses(db: Executor, options: CourseListOptions): Promise<CourseWithPeople[]> {
  return db
    .select({ course: courses, peopleInterested })
    .from(courses)
    .where(and(containsText(courses.title, options.q), equalsIgnoringCase(courses.category, options.filter)))
    .orderBy(...bySchedule)
    .limit(options.limit);
}

/** Courses with a start date, for the calendar. */
export async function selectDatedCourses(db: Executor, options: CourseListOptions): Promise<CourseRow[]> {
  return db
    .select()
    .from(courses)
    .where(
      and(
        isNotNull(courses.startDate),
        containsText(courses.title, options.q),
        equalsIgnoringCase(courses.category, options.filter),
      ),
    )
    .orderBy(...bySchedule)
    .limit(options.limit);
}

export interface CourseDetailRow extends CourseWithPeople {
  author: MemberRow | null;
}

function selectCourseDetail(db: Executor, where: SQL | undefined) {
  return db
    .select({ course: courses, peopleInterested, author: members })
    .from(courses)
    .leftJoin(members, eq(members.id, courses.authorMemberId))
    .where(where);
}

export async function findCourseByTitle(db: Executor, rawTitle: string): Promise<CourseDetailRow | undefined> {
  const [row] = await selectCourseDetail(db, titleMatches(courses.title, rawTitle)).limit(1);
  return row;
}

export async function findCourseById(db: Executor, id: number): Promise<CourseDetailRow | undefined> {
  const [row] = await selectCourseDetail(db, eq(courses.id, id)).limit(1);
  return row;
}

/** Locks the course the title designates, so no enrolment or edit can slip in until the transaction ends. */
export async function lockCourseByTitle(db: Executor, rawTitle: string): Promise<CourseRow | undefined> {
  const [row] = await db.select().from(courses).where(titleMatches(courses.title, rawTitle)).limit(1).for('update');
  return row;
}

/** Whether another course already answers to this title (titles are compared by key). */
export async function courseTitleTaken(db: Executor, rawTitle: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(titleMatches(courses.title, rawTitle), exceptId === undefined ? undefined : ne(courses.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

export type CourseValues = Omit<typeof courses.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertCourseRow(db: Executor, values: CourseValues): Promise<number> {
  const [row] = await db.insert(courses).values(values).returning({ id: courses.id });
  if (!row) throw new Error('course not inserted');
  return row.id;
}

export async function updateCourseRow(db: Executor, id: number, values: CourseValues): Promise<void> {
  await db
    .update(courses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(courses.id, id));
}

export async function courseHasEnrolments(db: Executor, courseId: number): Promise<boolean> {
  const rows = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(eq(enrolments.courseId, courseId))
    .limit(1);
  return rows.length > 0;
}

export async function deleteCourseById(db: Executor, courseId: number): Promise<void> {
  await db.delete(courses).where(eq(courses.id, courseId));
}

/** Courses with a video still at a public address (`/uploads/…`), for the start-up move to private storage. */
export async function selectCoursesWithPublicVideos(db: Executor): Promise<{ id: number; videos: string[] }[]> {
  return db
    .select({ id: courses.id, videos: courses.videos })
    .from(courses)
    .where(sql`exists (select 1 from unnest(${courses.videos}) as video where video like '/uploads/%')`)
    .orderBy(asc(courses.id));
}

/** Rewrites a course's video references, only if they are still what was read (a concurrent edit wins). */
export async function replaceCourseVideos(db: Executor, id: number, from: string[], to: string[]): Promise<void> {
  await db
    .update(courses)
    .set({ videos: to })
    .where(and(eq(courses.id, id), sql`${courses.videos} = ${sql.param(from, courses.videos)}`));
}
