import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { lessons, members, onlineCourses } from '../../../db/schema/catalogue.js';
import { titleMatches } from '../../../lib/titles.js';
import { enrolmentView } from '../../orders/views/orders.views.js';
import { containsText, equalsIgnoringCase } from '../shared/list-filters.js';
import { type CourseAudience, visibleTo } from './course-audience.js';

export type OnlineCourseRow = typeof onlineCourses.$inferSelect;
export interface OnlineCourseWithCount {
  course: OnlineCourseRow;
  lessonsCount: number;
}

/** Lessons per course, grouped once and joined, so the list stays one query. */
function lessonCounts(db: Executor) {
  return db
    .select({ onlineCourseId: lessons.onlineCourseId, count: sql<number>`count(*)::int`.as('lesson_count') })
    .from(lessons)
    .groupBy(lessons.onlineCourseId)
    .as('lesson_counts');
}

export async function selectOnlineCourses(
  db: Executor,
  options: { q?: string; filter?: string; limit: number },
): Promise<OnlineCourseWithCount[]> {
  const counts = lessonCounts(db);
  return db
    .select({ course: onlineCourses, lessonsCount: sql<number>`coalesce(${counts.count}, 0)` })
    .from(onlineCourses)
    .leftJoin(counts, eq(counts.onlineCourseId, onlineCourses.id))
    .where(
      and(
        eq(onlineCourses.status, 'published'),
        containsText(onlineCourses.title, options.q),
        equalsIgnoringCase(onlineCourses.category, options.filter),
      ),
    )
    .orderBy(asc(onlineCourses.title), asc(onlineCourses.id))
    .limit(options.limit);
}

export interface OnlineCourseDetailRow {
  course: OnlineCourseRow;
  author: typeof members.$inferSelect | null;
}

function selectOnlineCourseDetail(db: Executor, where: SQL | undefined) {
  return db
    .select({ course: onlineCourses, author: members })
    .from(onlineCourses)
    .leftJoin(members, eq(members.id, onlineCourses.authorMemberId))
    .where(where);
}

export async function findOnlineCourseByTitle(
  db: Executor,
  rawTitle: string,
  audience: CourseAudience,
): Promise<OnlineCourseDetailRow | undefined> {
  const where = and(titleMatches(onlineCourses.title, rawTitle), visibleTo(audience, onlineCourses.status));
  const [row] = await selectOnlineCourseDetail(db, where).limit(1);
  return row;
}

export async function findOnlineCourseById(
  db: Executor,
  id: number,
  audience: CourseAudience,
): Promise<OnlineCourseDetailRow | undefined> {
  const where = and(eq(onlineCourses.id, id), visibleTo(audience, onlineCourses.status));
  const [row] = await selectOnlineCourseDetail(db, where).limit(1);
  return row;
}

/** Lesson titles and lengths only: the video path is never selected for a public answer. */
export async function selectLessonSummaries(db: Executor, onlineCourseId: number) {
  return db
    .select({ position: lessons.position, title: lessons.title, durationSeconds: lessons.durationSeconds })
    .from(lessons)
    .where(eq(lessons.onlineCourseId, onlineCourseId))
    .orderBy(asc(lessons.position));
}

/** Locks the online course the title designates until the transaction ends. */
export async function lockOnlineCourseByTitle(db: Executor, rawTitle: string): Promise<OnlineCourseRow | undefined> {
  const [row] = await db
    .select()
    .from(onlineCourses)
    .where(titleMatches(onlineCourses.title, rawTitle))
    .limit(1)
    .for('update');
  return row;
}

/** Whether another online course already answers to this title (compared by key). */
export async function onlineCourseTitleTaken(db: Executor, rawTitle: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: onlineCourses.id })
    .from(onlineCourses)
    .where(
      and(
        titleMatches(onlineCourses.title, rawTitle),
        exceptId === undefined ? undefined : ne(onlineCourses.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export type OnlineCourseValues = Omit<typeof onlineCourses.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertOnlineCourseRow(db: Executor, values: OnlineCourseValues): Promise<number> {
  const [row] = await db.insert(onlineCourses).values(values).returning({ id: onlineCourses.id });
  if (!row) throw new Error('online course not inserted');
  return row.id;
}

export async function updateOnlineCourseRow(db: Executor, id: number, values: OnlineCourseValues): Promise<void> {
  await db
    .update(onlineCourses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(onlineCourses.id, id));
}

export type LessonRow = typeof lessons.$inferSelect;

/** Every lesson with its private video path: for the admin's edit form and for cleanup, never for a public answer. */
export async function selectLessonRows(db: Executor, onlineCourseId: number): Promise<LessonRow[]> {
  return db.select().from(lessons).where(eq(lessons.onlineCourseId, onlineCourseId)).orderBy(asc(lessons.position));
}

export interface LessonPlan {
  /** Lessons kept, in their new order, with their (possibly new) titles. */
  kept: { id: number; title: string }[];
  /** New lessons, after the kept ones. */
  added: { title: string; videoPath: string; durationSeconds: number | null }[];
  removedIds: number[];
}

/**
 * Writes the course's lesson list: removes the dropped lessons, renumbers the kept ones (through
 * negative positions first, since a position is unique per course) and appends the new ones.
 */
export async function writeLessons(db: Executor, onlineCourseId: number, plan: LessonPlan): Promise<void> {
  const ofCourse = eq(lessons.onlineCourseId, onlineCourseId);
  if (plan.removedIds.length > 0) await db.delete(lessons).where(and(ofCourse, inArray(lessons.id, plan.removedIds)));
  await db
    .update(lessons)
    .set({ position: sql`-${lessons.position}` })
    .where(ofCourse);
  for (const [index, lesson] of plan.kept.entries()) {
    await db
      .update(lessons)
      .set({ position: index + 1, title: lesson.title })
      .where(and(ofCourse, eq(lessons.id, lesson.id)));
  }
  if (plan.added.length > 0) {
    await db.insert(lessons).values(
      plan.added.map((lesson, index) => ({
        onlineCourseId,
        position: plan.kept.length + index + 1,
        title: lesson.title,
        videoPath: lesson.videoPath,
        durationSeconds: lesson.durationSeconds,
      })),
    );
  }
}

export async function onlineCourseHasEnrolments(db: Executor, onlineCourseId: number): Promise<boolean> {
  const enrolment = enrolmentView();
  const rows = await db
    .select({ id: enrolment.id })
    .from(enrolment)
    .where(eq(enrolment.onlineCourseId, onlineCourseId))
    .limit(1);
  return rows.length > 0;
}

export async function deleteOnlineCourseById(db: Executor, onlineCourseId: number): Promise<void> {
  await db.delete(onlineCourses).where(eq(onlineCourses.id, onlineCourseId));
}
