import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { courses, lessons, onlineCourses } from '../../db/schema/catalogue.js';
import { lessonProgress } from '../../db/schema/learning.js';
import { enrolments, orders } from '../../db/schema/orders.js';
import { titleMatches } from '../../lib/titles.js';

export type CourseRow = typeof courses.$inferSelect;
export type OnlineCourseRow = typeof onlineCourses.$inferSelect;

/** The in-person courses a customer owns, most recently bought first, with the order's number and any balance still due. */
export async function selectOwnedCourses(db: Executor, userId: number) {
  return db
    .select({
      course: courses,
      purchasedAt: enrolments.createdAt,
      orderNumber: orders.number,
      balanceDueCents: sql<number>`coalesce(${orders.balanceDueCents}, 0)`,
    })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .leftJoin(orders, eq(orders.id, enrolments.orderId))
    .where(eq(enrolments.userId, userId))
    .orderBy(desc(enrolments.createdAt), desc(enrolments.id));
}

/** The online courses a customer owns, with the order's number, how many lessons they have and how many were finished. */
export async function selectOwnedOnlineCourses(db: Executor, userId: number) {
  const rows = await db
    .select({
      course: onlineCourses,
      purchasedAt: enrolments.createdAt,
      orderNumber: orders.number,
      // Column names are spelled out: inside a subquery drizzle leaves them unqualified.
      lessonsCount: sql<number>`(select count(*) from ${lessons} l where l.online_course_id = "online_courses"."id")`,
      completedLessons: sql<number>`(select count(*) from ${lessonProgress} p inner join ${lessons} l on l.id = p.lesson_id where l.online_course_id = "online_courses"."id" and p.user_id = ${userId} and p.completed_at is not null)`,
    })
    .from(enrolments)
    .innerJoin(onlineCourses, eq(onlineCourses.id, enrolments.onlineCourseId))
    .leftJoin(orders, eq(orders.id, enrolments.orderId))
    .where(eq(enrolments.userId, userId))
    .orderBy(desc(enrolments.createdAt), desc(enrolments.id));
  return rows.map((row) => ({
    ...row,
    lessonsCount: Number(row.lessonsCount),
    completedLessons: Number(row.completedLessons),
  }));
}

export async function findCourseByTitle(db: Executor, rawTitle: string): Promise<CourseRow | undefined> {
  const [row] = await db.select().from(courses).where(titleMatches(courses.title, rawTitle)).limit(1);
  return row;
}

export async function findOnlineCourseByTitle(db: Executor, rawTitle: string): Promise<OnlineCourseRow | undefined> {
  const [row] = await db.select().from(onlineCourses).where(titleMatches(onlineCourses.title, rawTitle)).limit(1);
  return row;
}

/** Every lesson of a course with this customer's progress; never the video path. */
export async function selectPlayerLessons(db: Executor, onlineCourseId: number, userId: number) {
  return db
    .select({
      id: lessons.id,
      position: lessons.position,
      title: lessons.title,
      durationSeconds: lessons.durationSeconds,
      positionSeconds: sql<number>`coalesce(${lessonProgress.positionSeconds}, 0)`,
      completed: sql<boolean>`${lessonProgress.completedAt} is not null`,
      updatedAt: lessonProgress.updatedAt,
    })
    .from(lessons)
    .leftJoin(lessonProgress, and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.userId, userId)))
    .where(eq(lessons.onlineCourseId, onlineCourseId))
    .orderBy(asc(lessons.position));
}

/** The stored videos of an in-person course (private storage keys), or undefined for no such course. */
export async function findCourseVideos(db: Executor, courseId: number): Promise<string[] | undefined> {
  const [row] = await db.select({ videos: courses.videos }).from(courses).where(eq(courses.id, courseId)).limit(1);
  return row?.videos;
}

export async function findLesson(db: Executor, lessonId: number) {
  const [row] = await db
    .select({ id: lessons.id, onlineCourseId: lessons.onlineCourseId, videoPath: lessons.videoPath })
    .from(lessons)
    .where(eq(lessons.id, lessonId))
    .limit(1);
  return row;
}

/**
 * Records that the customer began watching an online course they own (the first time only): from then on
 * the content is being supplied and, by the waiver given at checkout, the sale can no longer be withdrawn.
 */
export async function markViewingStarted(db: Executor, userId: number, onlineCourseId: number, at: Date) {
  await db
    .update(enrolments)
    .set({ viewingStartedAt: at })
    .where(
      and(
        eq(enrolments.userId, userId),
        eq(enrolments.onlineCourseId, onlineCourseId),
        sql`${enrolments.viewingStartedAt} is null`,
      ),
    );
}

/** Saves where the customer is; `completed` true marks the lesson finished (once), false unmarks it. */
export async function upsertLessonProgress(
  db: Executor,
  values: { userId: number; lessonId: number; positionSeconds: number; completed?: boolean },
) {
  const completion =
    values.completed === true
      ? { completedAt: sql`coalesce(${lessonProgress.completedAt}, now())` }
      : values.completed === false
        ? { completedAt: null }
        : {};
  const [row] = await db
    .insert(lessonProgress)
    .values({
      userId: values.userId,
      lessonId: values.lessonId,
      positionSeconds: values.positionSeconds,
      completedAt: values.completed ? sql`now()` : null,
    })
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.lessonId],
      set: { positionSeconds: values.positionSeconds, updatedAt: sql`now()`, ...completion },
    })
    .returning();
  if (!row) throw new Error('progress not saved');
  return row;
}
