import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { enrolments, lessons, members, onlineCourses } from '../../db/schema/index.js';
import { exactTitleFirst, titleMatches } from '../../lib/titles.js';
import { containsText, equalsIgnoringCase } from './list-filters.js';

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
      and(containsText(onlineCourses.title, options.q), equalsIgnoringCase(onlineCourses.category, options.filter)),
    )
    .orderBy(asc(onlineCourses.title), asc(onlineCourses.id))
    .limit(options.limit);
}

export async function findOnlineCourseByTitle(
  db: Executor,
  rawTitle: string,
): Promise<{ course: OnlineCourseRow; author: typeof members.$inferSelect | null } | undefined> {
  const [row] = await db
    .select({ course: onlineCourses, author: members })
    .from(onlineCourses)
    .leftJoin(members, eq(members.id, onlineCourses.authorMemberId))
    .where(titleMatches(onlineCourses.title, rawTitle))
    .orderBy(exactTitleFirst(onlineCourses.title, rawTitle), asc(onlineCourses.id))
    .limit(1);
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

export async function lockOnlineCourseIdByTitle(db: Executor, rawTitle: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: onlineCourses.id })
    .from(onlineCourses)
    .where(titleMatches(onlineCourses.title, rawTitle))
    .orderBy(exactTitleFirst(onlineCourses.title, rawTitle), asc(onlineCourses.id))
    .limit(1)
    .for('update');
  return row?.id;
}

export async function onlineCourseHasEnrolments(db: Executor, onlineCourseId: number): Promise<boolean> {
  const rows = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(eq(enrolments.onlineCourseId, onlineCourseId))
    .limit(1);
  return rows.length > 0;
}

export async function deleteOnlineCourseById(db: Executor, onlineCourseId: number): Promise<void> {
  await db.delete(onlineCourses).where(eq(onlineCourses.id, onlineCourseId));
}
