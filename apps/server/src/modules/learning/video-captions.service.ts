import { CaptionsParams, IdParams, VideoPositionCaptionsParams, VideoPositionParams } from '@cammini/contract';
import type { AppContext } from '../../context.js';
import { forbidden, notFound, unauthorized } from '../../lib/app-error.js';
import {
  type CaptionedVideo,
  type CaptionKind,
  keptOrStoredVideoLength,
  storedVideoLength,
  type VideoRef,
} from '../captions/captions.service.js';
import { findLesson } from '../catalogue/courses/bought-content.service.js';
import { videoKeyOf } from './course-videos.service.js';
import { canView } from './learning.service.js';

/*
 * The captions of the buyers' videos (lessons, in-person course videos): written by admins, read
 * exactly as the video is, by its buyers and by an admin's private token.
 */

async function lessonVideo(ctx: AppContext, lessonId: number) {
  const lesson = await findLesson(ctx, lessonId);
  if (!lesson) throw notFound('Lezione non trovata');
  const captioned: CaptionedVideo = {
    video: lesson.videoPath,
    length: () => keptOrStoredVideoLength(ctx, lesson.durationSeconds, { area: 'private', key: lesson.videoPath }),
    // The player's lesson list is never cached in public.
    tags: [],
  };
  return { lesson, captioned };
}

/** /api/lessons/{id}/captions… */
export const lessonCaptionKind: CaptionKind = {
  path: '/api/lessons/:id',
  name: 'a lesson’s video',
  params: IdParams,
  languageParams: CaptionsParams,
  read: 'owner',
  findForAdmin: async (ctx, ref) => (await lessonVideo(ctx, ref.id)).captioned,
  async findForViewer(ctx, ref, session) {
    if (!session) throw unauthorized();
    const { lesson, captioned } = await lessonVideo(ctx, ref.id);
    if (!(await canView(ctx, session, 'onlineCourse', lesson.onlineCourseId)))
      throw forbidden('Questa lezione è riservata a chi ha acquistato il corso');
    return captioned;
  },
};

async function courseVideo(ctx: AppContext, ref: VideoRef): Promise<CaptionedVideo> {
  const key = await videoKeyOf(ctx, ref.id, ref.position ?? 0);
  return { video: key, length: () => storedVideoLength(ctx, 'private', key), tags: [] };
}

/** /api/courses/{id}/videos/{position}/captions… */
export const courseVideoCaptionKind: CaptionKind = {
  path: '/api/courses/:id/videos/:position',
  name: 'an in-person course’s video',
  params: VideoPositionParams,
  languageParams: VideoPositionCaptionsParams,
  read: 'owner',
  findForAdmin: courseVideo,
  async findForViewer(ctx, ref, session) {
    if (!session) throw unauthorized();
    const captioned = await courseVideo(ctx, ref);
    if (!(await canView(ctx, session, 'course', ref.id)))
      throw forbidden('Questo video è riservato a chi ha acquistato il corso');
    return captioned;
  },
};
