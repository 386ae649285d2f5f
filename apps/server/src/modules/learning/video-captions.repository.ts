import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { lessons } from '../../db/schema/catalogue.js';

/** A lesson's video and its kept length, for its captions. */
export async function findLessonVideo(db: Executor, lessonId: number) {
  const [row] = await db
    .select({
      onlineCourseId: lessons.onlineCourseId,
      videoPath: lessons.videoPath,
      durationSeconds: lessons.durationSeconds,
    })
    .from(lessons)
    .where(eq(lessons.id, lessonId))
    .limit(1);
  return row;
}

/** The video of each lesson of a course, by lesson id: what its captions are keyed by. */
export async function selectLessonVideoPaths(db: Executor, onlineCourseId: number): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: lessons.id, videoPath: lessons.videoPath })
    .from(lessons)
    .where(eq(lessons.onlineCourseId, onlineCourseId));
  return new Map(rows.map((row) => [row.id, row.videoPath]));
}
