import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { courses, lessons, onlineCourses } from '../../../db/schema/catalogue.js';
import { titleMatches } from '../../../lib/titles.js';

export type CourseRow = typeof courses.$inferSelect;
export type OnlineCourseRow = typeof onlineCourses.$inferSelect;

export async function findCourseByTitle(db: Executor, rawTitle: string): Promise<CourseRow | undefined> {
  const [row] = await db.select().from(courses).where(titleMatches(courses.title, rawTitle)).limit(1);
  return row;
}

export async function findOnlineCourseByTitle(db: Executor, rawTitle: string): Promise<OnlineCourseRow | undefined> {
  const [row] = await db.select().from(onlineCourses).where(titleMatches(onlineCourses.title, rawTitle)).limit(1);
  return row;
}

/** The courses with these ids, in one query (any order). */
export async function selectCoursesByIds(db: Executor, ids: number[]): Promise<CourseRow[]> {
  return ids.length === 0 ? [] : db.select().from(courses).where(inArray(courses.id, ids));
}

/** The online courses with these ids, in one query (any order). */
export async function selectOnlineCoursesByIds(db: Executor, ids: number[]): Promise<OnlineCourseRow[]> {
  return ids.length === 0 ? [] : db.select().from(onlineCourses).where(inArray(onlineCourses.id, ids));
}

/** The stored videos of an in-person course (private storage keys), or undefined for no such course. */
export async function findCourseVideos(db: Executor, courseId: number): Promise<string[] | undefined> {
  const [row] = await db.select({ videos: courses.videos }).from(courses).where(eq(courses.id, courseId)).limit(1);
  return row?.videos;
}

const lessonColumns = {
  id: lessons.id,
  onlineCourseId: lessons.onlineCourseId,
  position: lessons.position,
  title: lessons.title,
  videoPath: lessons.videoPath,
  durationSeconds: lessons.durationSeconds,
};

export async function findLesson(db: Executor, lessonId: number) {
  const [row] = await db.select(lessonColumns).from(lessons).where(eq(lessons.id, lessonId)).limit(1);
  return row;
}

/** Every lesson of these online courses, each course's in order, in one query. */
export async function selectLessonsOf(db: Executor, onlineCourseIds: number[]) {
  if (onlineCourseIds.length === 0) return [];
  return db
    .select(lessonColumns)
    .from(lessons)
    .where(inArray(lessons.onlineCourseId, onlineCourseIds))
    .orderBy(asc(lessons.onlineCourseId), asc(lessons.position));
}
