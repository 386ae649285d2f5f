import type { ListQuery, OnlineCourseDetail, OnlineCourseListItem } from '@cammini/contract';
import { centsToEuros } from '@cammini/contract';
import type { AppContext } from '../../../context.js';
import { notFound } from '../../../lib/app-error.js';
import { CacheTag } from '../../../lib/cache-tags.js';
import { captionLanguagesOf } from '../../captions/captions.service.js';
import { inUse } from '../shared/in-use-error.js';
import { titleRedirectsOf } from '../shared/title-redirects.repository.js';
import type { CourseAudience } from './course-audience.js';
import { discardFiles } from './course-files.js';
import { toMemberCard } from './member-card.js';
import {
  deleteOnlineCourseById,
  findOnlineCourseById,
  findOnlineCourseByTitle,
  lockOnlineCourseByTitle,
  type OnlineCourseDetailRow,
  type OnlineCourseRow,
  onlineCourseHasEnrolments,
  selectLessonRows,
  selectLessonSummaries,
  selectOnlineCourses,
} from './online-courses.repository.js';

const redirects = titleRedirectsOf('onlineCourse');

const toListItem = (row: OnlineCourseRow, lessonsCount: number): OnlineCourseListItem => ({
  id: row.id,
  title: row.title,
  category: row.category,
  intro: row.intro,
  description: row.description,
  price: centsToEuros(row.priceCents),
  facilitatorPrice: centsToEuros(row.facilitatorPriceCents),
  affiliatePrice: centsToEuros(row.affiliatePriceCents),
  author: row.author,
  immagineCopertina: row.coverImage,
  mainVideo: row.mainVideo,
  lessonsCount: Number(lessonsCount),
});

export async function listOnlineCourses(ctx: AppContext, query: ListQuery): Promise<OnlineCourseListItem[]> {
  const rows = await selectOnlineCourses(ctx.db, query);
  return rows.map((row) => toListItem(row.course, row.lessonsCount));
}

/** The online course with this title, or the one that had it before a rename (old links keep working). */
export async function findOnlineCourseFollowingRenames(
  db: AppContext['db'],
  title: string,
  audience: CourseAudience,
): Promise<OnlineCourseDetailRow | undefined> {
  const row = await findOnlineCourseByTitle(db, title, audience);
  if (row) return row;
  const renamedId = await redirects.findRenamedItemId(db, title);
  return renamedId === null ? undefined : findOnlineCourseById(db, renamedId, audience);
}

/** The public page of a published course: lesson titles and lengths, never their videos (those are for owners). */
export async function getOnlineCourseByTitle(ctx: AppContext, title: string): Promise<OnlineCourseDetail> {
  const row = await findOnlineCourseFollowingRenames(ctx.db, title, 'public');
  if (!row) throw notFound('Corso online non trovato');
  const lessons = await selectLessonSummaries(ctx.db, row.course.id);
  const { mainVideo } = row.course;
  const captions = await captionLanguagesOf(ctx, [mainVideo]);
  return {
    ...toListItem(row.course, lessons.length),
    lessons,
    member: row.author ? toMemberCard(row.author) : null,
    mainVideoCaptions: (mainVideo && captions.get(mainVideo)) || [],
  };
}

/** Same rule as in-person courses: what a customer bought stays. The files go after the commit. */
export async function deleteOnlineCourse(ctx: AppContext, title: string): Promise<void> {
  const files = await ctx.db.transaction(async (tx) => {
    const course = await lockOnlineCourseByTitle(tx, title);
    if (!course) throw notFound('Corso online non trovato');
    if (await onlineCourseHasEnrolments(tx, course.id)) {
      throw inUse('Il corso online è già stato acquistato e non può essere eliminato.');
    }
    const lessons = await selectLessonRows(tx, course.id);
    await deleteOnlineCourseById(tx, course.id);
    await redirects.forgetRedirects(tx, course.id);
    return { public: [course.coverImage, course.mainVideo], private: lessons.map((lesson) => lesson.videoPath) };
  });
  ctx.publicCache.invalidate(CacheTag.onlineCourses);
  await discardFiles(ctx, files);
}
