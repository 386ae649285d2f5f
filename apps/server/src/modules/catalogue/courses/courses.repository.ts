import { and, asc, eq, gte, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { courses, members } from '../../../db/schema/catalogue.js';
import { titleMatches } from '../../../lib/titles.js';
import { enrolmentView, seatHoldView, waitlistOfferView } from '../../orders/views/orders.views.js';
import { containsText, equalsIgnoringCase } from '../shared/list-filters.js';
import { type CourseAudience, visibleTo } from './course-audience.js';

export type CourseRow = typeof courses.$inferSelect;
export type MemberRow = typeof members.$inferSelect;
export interface CourseWithPeople {
  course: CourseRow;
  peopleInterested: number;
  /** Places kept by open checkouts and waiting-list offers. */
  heldSeats: number;
}

/**
 * The course's enrolments, counted through their course index for each course the query answers:
 * a list stays one query, and its cost follows the courses it shows, not every enrolment ever made
 * (grouping all enrolments first made the list slower with every sale). The course's id is spelled
 * out: in a one-table select drizzle leaves column names unqualified.
 */
const peopleInterested = sql<number>`(select count(*)::int from ${enrolmentView('counted')} where counted.course_id = "courses"."id")`;
/**
 * Places kept for someone: by open checkouts (through the index of live holds) and by waiting-list
 * offers. The seat upkeep job clears both when they lapse (orders/seats/waitlist.service.ts runSeatUpkeep).
 */
const heldSeats = sql<number>`(select count(*)::int from ${seatHoldView('held')} where held.course_id = "courses"."id") + (select count(*)::int from ${waitlistOfferView('kept')} where kept.course_id = "courses"."id")`;

/** Places enrolled or kept for someone, for a select over the courses table alone (the site index). */
export const seatsTaken = sql<number>`${peopleInterested} + ${heldSeats}`;

/**
 * The in-person courses the public sees on lists, the home page, the calendar's future and the sitemap:
 * published, and not yet begun (`today` is the business's day, an ISO date). Undated courses stay.
 */
export const coursesOnShow = (today: string): SQL =>
  and(eq(courses.status, 'published'), or(isNull(courses.startDate), gte(courses.startDate, today))) as SQL;

// Dated courses first, soonest first; undated ones after them, by title.
const bySchedule = [sql`${courses.startDate} asc nulls last`, asc(courses.title), asc(courses.id)];

interface CourseListOptions {
  q?: string;
  filter?: string;
  limit: number;
  /** The business's day: courses that began before it are not listed. */
  today: string;
}

/** What a list's search box and topic filter keep: a title containing `q`, of the category `filter`. */
const matchingListFilters = (options: Pick<CourseListOptions, 'q' | 'filter'>) =>
  and(containsText(courses.title, options.q), equalsIgnoringCase(courses.category, options.filter));

export async function selectCourses(db: Executor, options: CourseListOptions): Promise<CourseWithPeople[]> {
  return db
    .select({ course: courses, peopleInterested, heldSeats })
    .from(courses)
    .where(and(coursesOnShow(options.today), matchingListFilters(options)))
    .orderBy(...bySchedule)
    .limit(options.limit);
}

/**
 * Published courses with a start date, for the calendar: those starting on `from` or later (the first
 * day of the current month, so the month on show keeps what already took place in it).
 */
export async function selectDatedCourses(
  db: Executor,
  options: Omit<CourseListOptions, 'today'> & { from: string },
): Promise<CourseRow[]> {
  return db
    .select()
    .from(courses)
    .where(
      and(
        eq(courses.status, 'published'),
        isNotNull(courses.startDate),
        gte(courses.startDate, options.from),
        matchingListFilters(options),
      ),
    )
    .orderBy(...bySchedule)
    .limit(options.limit);
}

/** The soonest course of a topic still to come, other than `exceptId`. */
export async function findNextCourseOfTopic(
  db: Executor,
  options: { category: string; exceptId: number; today: string },
): Promise<Pick<CourseRow, 'title' | 'startDate'> | undefined> {
  const [row] = await db
    .select({ title: courses.title, startDate: courses.startDate })
    .from(courses)
    .where(
      and(
        coursesOnShow(options.today),
        isNotNull(courses.startDate),
        equalsIgnoringCase(courses.category, options.category),
        ne(courses.id, options.exceptId),
      ),
    )
    .orderBy(...bySchedule)
    .limit(1);
  return row;
}

export interface CourseDetailRow extends CourseWithPeople {
  author: MemberRow | null;
}

function selectCourseDetail(db: Executor, where: SQL | undefined) {
  return db
    .select({ course: courses, peopleInterested, heldSeats, author: members })
    .from(courses)
    .leftJoin(members, eq(members.id, courses.authorMemberId))
    .where(where);
}

export async function findCourseByTitle(
  db: Executor,
  rawTitle: string,
  audience: CourseAudience,
): Promise<CourseDetailRow | undefined> {
  const [row] = await selectCourseDetail(
    db,
    and(titleMatches(courses.title, rawTitle), visibleTo(audience, courses.status)),
  ).limit(1);
  return row;
}

export async function findCourseById(
  db: Executor,
  id: number,
  audience: CourseAudience,
): Promise<CourseDetailRow | undefined> {
  const [row] = await selectCourseDetail(db, and(eq(courses.id, id), visibleTo(audience, courses.status))).limit(1);
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
  const enrolment = enrolmentView();
  const rows = await db.select({ id: enrolment.id }).from(enrolment).where(eq(enrolment.courseId, courseId)).limit(1);
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
