import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { courses, enrolments, members } from '../../db/schema/index.js';
import { exactTitleFirst, titleMatches } from '../../lib/titles.js';
import { containsText, equalsIgnoringCase } from './list-filters.js';

export type CourseRow = typeof courses.$inferSelect;
export type MemberRow = typeof members.$inferSelect;
export interface CourseWithPeople {
  course: CourseRow;
  peopleInterested: number;
}

/** Enrolments per course, grouped once and joined, so a list stays one query. */
function enrolmentCounts(db: Executor) {
  return db
    .select({ courseId: enrolments.courseId, people: sql<number>`count(*)::int`.as('people') })
    .from(enrolments)
    .where(isNotNull(enrolments.courseId))
    .groupBy(enrolments.courseId)
    .as('enrolment_counts');
}

// Dated courses first, soonest first; undated ones after them, by title.
const bySchedule = [sql`${courses.startDate} asc nulls last`, asc(courses.title), asc(courses.id)];

interface CourseListOptions {
  q?: string;
  filter?: string;
  limit: number;
}

export async function selectCourses(db: Executor, options: CourseListOptions): Promise<CourseWithPeople[]> {
  const counts = enrolmentCounts(db);
  return db
    .select({ course: courses, peopleInterested: sql<number>`coalesce(${counts.people}, 0)` })
    .from(courses)
    .leftJoin(counts, eq(counts.courseId, courses.id))
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

export async function findCourseByTitle(db: Executor, rawTitle: string): Promise<CourseDetailRow | undefined> {
  const counts = enrolmentCounts(db);
  const [row] = await db
    .select({ course: courses, peopleInterested: sql<number>`coalesce(${counts.people}, 0)`, author: members })
    .from(courses)
    .leftJoin(counts, eq(counts.courseId, courses.id))
    .leftJoin(members, eq(members.id, courses.authorMemberId))
    .where(titleMatches(courses.title, rawTitle))
    .orderBy(exactTitleFirst(courses.title, rawTitle), asc(courses.id))
    .limit(1);
  return row;
}

/** Locks the course the title designates, so no enrolment can be added until the transaction ends. */
export async function lockCourseIdByTitle(db: Executor, rawTitle: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(titleMatches(courses.title, rawTitle))
    .orderBy(exactTitleFirst(courses.title, rawTitle), asc(courses.id))
    .limit(1)
    .for('update');
  return row?.id;
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
