import type { OnlineCoursePlayerResponse, PlayerLesson } from '@cammini/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { ownedKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/session-store';
import { onlineCoursePlayerQuery } from '../api/course-viewer';
import { saveLessonProgress } from '../api/lessons';

/** While a lesson plays, its position is saved at most this often (and on pause, end and lesson change). */
export const PROGRESS_SAVE_INTERVAL_MS = 10_000;

/**
 * Saves where the customer is in each lesson and whether it is completed, and keeps the player's
 * cached copy in step, so the lesson list and a later return to the lesson show the same thing.
 */
export function useLessonProgress(title: string) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const lastSaved = useRef(new Map<number, number>());
  const email = user?.email ?? '';
  const queryKey = useMemo(() => onlineCoursePlayerQuery(title, email).queryKey, [title, email]);

  const updateCache = useCallback(
    (lessonId: number, change: Partial<PlayerLesson>) => {
      queryClient.setQueryData<OnlineCoursePlayerResponse>(queryKey, (current) =>
        current
          ? {
              course: {
                ...current.course,
                resumeLessonId: lessonId,
                lessons: current.course.lessons.map((lesson) =>
                  lesson.id === lessonId ? { ...lesson, ...change } : lesson,
                ),
              },
            }
          : current,
      );
    },
    [queryClient, queryKey],
  );

  /** Saves the position; `force` ignores the interval (pause, lesson change), `completed` sets the mark. */
  const save = useCallback(
    async (lessonId: number, seconds: number, options: { force?: boolean; completed?: boolean } = {}) => {
      const positionSeconds = Math.max(0, Math.floor(seconds));
      const now = Date.now();
      const previous = lastSaved.current.get(lessonId);
      if (!options.force && options.completed === undefined && previous && now - previous < PROGRESS_SAVE_INTERVAL_MS) {
        return;
      }
      lastSaved.current.set(lessonId, now);
      updateCache(lessonId, {
        positionSeconds,
        ...(options.completed === undefined ? {} : { completed: options.completed }),
      });
      try {
        await saveLessonProgress(lessonId, {
          positionSeconds,
          ...(options.completed === undefined ? {} : { completed: options.completed }),
        });
        if (options.completed !== undefined)
          void queryClient.invalidateQueries({ queryKey: ownedKeys.allOnlineCourses() });
      } catch {
        // Progress is a convenience: a failed save is retried with the next one.
        lastSaved.current.delete(lessonId);
      }
    },
    [queryClient, updateCache],
  );

  return { save };
}
