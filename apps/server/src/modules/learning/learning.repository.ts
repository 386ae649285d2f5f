import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { lessonProgress } from '../../db/schema/learning.js';

/** This customer's progress in these lessons, by lesson id, in one query: lessons never begun have none. */
export async function selectProgress(db: Executor, userId: number, lessonIds: number[]) {
  if (lessonIds.length === 0) return new Map<number, { positionSeconds: number; completed: boolean }>();
  const rows = await db
    .select({
      lessonId: lessonProgress.lessonId,
      positionSeconds: lessonProgress.positionSeconds,
      completed: sql<boolean>`${lessonProgress.completedAt} is not null`,
    })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), inArray(lessonProgress.lessonId, lessonIds)));
  return new Map(
    rows.map((row) => [
      row.lessonId,
      { positionSeconds: Number(row.positionSeconds), completed: Boolean(row.completed) },
    ]),
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
