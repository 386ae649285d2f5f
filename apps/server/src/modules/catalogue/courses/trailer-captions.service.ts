import { CaptionsParams, IdParams } from '@cammini/contract';
import type { AppContext } from '../../../context.js';
import { notFound } from '../../../lib/app-error.js';
import { CacheTag } from '../../../lib/cache-tags.js';
import { type CaptionedVideo, type CaptionKind, publicVideoLength } from '../../captions/captions.service.js';
import type { CourseAudience } from './course-audience.js';
import { findOnlineCourseById } from './online-courses.repository.js';

/**
 * The captions of an online course's trailer (`main_video`, the form's `video`): public like the
 * trailer, for courses the public sees; an admin writes them whatever the course's status.
 */
async function trailer(ctx: AppContext, courseId: number, audience: CourseAudience): Promise<CaptionedVideo> {
  const row = await findOnlineCourseById(ctx.db, courseId, audience);
  if (!row) throw notFound('Corso online non trovato');
  const video = row.course.mainVideo;
  if (!video) throw notFound('Il corso non ha un video principale');
  return { video, length: () => publicVideoLength(ctx, video), tags: [CacheTag.onlineCourses] };
}

/** /api/onlinecourses/{id}/video/captions… */
export const trailerCaptionKind: CaptionKind = {
  path: '/api/onlinecourses/:id/video',
  name: 'an online course’s trailer',
  params: IdParams,
  languageParams: CaptionsParams,
  read: 'public',
  publicTags: [CacheTag.onlineCourses],
  findForAdmin: (ctx, ref) => trailer(ctx, ref.id, 'admin'),
  findForViewer: (ctx, ref) => trailer(ctx, ref.id, 'public'),
};
