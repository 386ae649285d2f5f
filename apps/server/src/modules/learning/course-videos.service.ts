import type { AppContext } from '../../context.js';
import { forbidden, notFound, unauthorized } from '../../lib/app-error.js';
import type { SessionContext } from '../../lib/session-context.js';
import { findCourseVideos } from '../catalogue/courses/bought-content.service.js';
import { canView } from './learning.service.js';
import { openPrivateVideo, type PrivateVideo } from './private-video.js';
import { courseVideoSubject, type StreamTokens } from './stream-tokens.js';

/*
 * The videos of an in-person course are for its buyers, served like lesson videos: from private
 * storage, to the bearer of a buyer's session or an admin's private token, or through a signed
 * address that lasts minutes. A video is named by its course and its position (1, 2, …) in the
 * course's list.
 */

const notOwned = () => forbidden('Questo video è riservato a chi ha acquistato il corso');

/** The storage key of the course's video at `position`; 404 for no such course or video. */
export async function videoKeyOf(ctx: AppContext, courseId: number, position: number): Promise<string> {
  const videos = await findCourseVideos(ctx, courseId);
  if (!videos) throw notFound('Corso non trovato');
  const key = videos[position - 1];
  // A reference still public (a file the start-up move has not reached) is not served from here.
  if (!key || key.startsWith('/') || key.includes('://')) throw notFound('Video non trovato');
  return key;
}

/** GET /api/courses/{id}/videos/{position}/video-url: a signed address, for buyers and admins (private token). */
export async function issueCourseVideoUrl(
  ctx: AppContext,
  tokens: StreamTokens,
  session: SessionContext,
  video: { courseId: number; position: number },
) {
  await videoKeyOf(ctx, video.courseId, video.position);
  if (!(await canView(ctx, session, 'course', video.courseId))) throw notOwned();
  const subject = courseVideoSubject(video.courseId, video.position);
  const { token, expiresAt } = await tokens.issue(subject, session.userId, ctx.clock.now());
  return {
    url: `/api/courses/${video.courseId}/videos/${video.position}/video?token=${token}`,
    expiresAt: expiresAt.toISOString(),
  };
}

/** GET /api/courses/{id}/videos/{position}/video: the video, whole or by range, to a buyer, an admin or a signed address. */
export async function openCourseVideo(
  ctx: AppContext,
  tokens: StreamTokens,
  request: { courseId: number; position: number; session: SessionContext | null; token?: string; range?: string },
): Promise<PrivateVideo> {
  if (request.session) {
    if (!(await canView(ctx, request.session, 'course', request.courseId))) throw notOwned();
  } else {
    if (!request.token) throw unauthorized();
    const subject = courseVideoSubject(request.courseId, request.position);
    const check = await tokens.check(subject, request.token, ctx.clock.now());
    if (!check.ok && check.reason === 'expired') throw unauthorized('Indirizzo del video scaduto');
    if (!check.ok) throw notOwned();
  }
  return openPrivateVideo(ctx, await videoKeyOf(ctx, request.courseId, request.position), request.range);
}
