import type { LessonProgressBody } from '@cammini/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { forbidden, notFound, unauthorized } from '../../lib/app-error.js';
import type { SessionContext } from '../../lib/session-context.js';
import { findLesson } from '../catalogue/courses/bought-content.service.js';
import { startViewing } from '../orders/shared/enrolments.service.js';
import { upsertLessonProgress } from './learning.repository.js';
import { actsAsAdmin, canView } from './learning.service.js';
import { openPrivateVideo, type PrivateVideo } from './private-video.js';
import { lessonSubject, type StreamTokens } from './stream-tokens.js';

const notOwned = () => forbidden('Questa lezione è riservata a chi ha acquistato il corso');

async function getWatchableLesson(ctx: AppContext, session: SessionContext, lessonId: number) {
  const lesson = await findLesson(ctx, lessonId);
  if (!lesson) throw notFound('Lezione non trovata');
  if (!(await canView(ctx, session, 'onlineCourse', lesson.onlineCourseId))) throw notOwned();
  return lesson;
}

/** GET /api/lessons/{id}/video-url: a signed address for the <video> element, owners and admins (private token) only. */
export async function issueLessonVideoUrl(
  ctx: AppContext,
  tokens: StreamTokens,
  session: SessionContext,
  lessonId: number,
) {
  const lesson = await getWatchableLesson(ctx, session, lessonId);
  // An admin previewing is not a buyer watching; a buyer's first video address starts the supply.
  if (!actsAsAdmin(session)) await startViewing(ctx, session.userId, lesson.onlineCourseId);
  const { token, expiresAt } = await tokens.issue(lessonSubject(lesson.id), session.userId, ctx.clock.now());
  return { url: `/api/lessons/${lesson.id}/video?token=${token}`, expiresAt: expiresAt.toISOString() };
}

/**
 * The lesson's video from private storage, whole or the requested byte range. The caller is
 * either a session (bearer: owner, or admin with the private token) or the holder of a signed address for this lesson.
 */
export async function openLessonVideo(
  ctx: AppContext,
  tokens: StreamTokens,
  request: { lessonId: number; session: SessionContext | null; token?: string; range?: string },
): Promise<PrivateVideo> {
  let lesson: { videoPath: string };
  if (request.session) {
    lesson = await getWatchableLesson(ctx, request.session, request.lessonId);
  } else {
    if (!request.token) throw unauthorized();
    const check = await tokens.check(lessonSubject(request.lessonId), request.token, ctx.clock.now());
    if (!check.ok && check.reason === 'expired') throw unauthorized('Indirizzo del video scaduto');
    if (!check.ok) throw notOwned();
    const found = await findLesson(ctx, request.lessonId);
    if (!found) throw notFound('Lezione non trovata');
    lesson = found;
  }
  return openPrivateVideo(ctx, lesson.videoPath, request.range);
}

export async function saveLessonProgress(
  ctx: AppContext,
  session: SessionContext,
  lessonId: number,
  body: z.output<typeof LessonProgressBody>,
) {
  const lesson = await getWatchableLesson(ctx, session, lessonId);
  const row = await upsertLessonProgress(ctx.db, { userId: session.userId, lessonId: lesson.id, ...body });
  return { lessonId: row.lessonId, positionSeconds: row.positionSeconds, completed: row.completedAt !== null };
}
