import {
  CATALOGUE_LIST_MAX,
  type ListQuery,
  type OnlineCourseDetail,
  type OnlineCourseListItem,
} from '@cammini/contract';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/app-error.js';
import { centsToEuros } from '../../lib/money.js';
import { titlePathSegment } from '../../lib/titles.js';
import { inUse } from './in-use-error.js';
import { toMemberCard } from './member-card.js';
import {
  deleteOnlineCourseById,
  findOnlineCourseByTitle,
  lockOnlineCourseIdByTitle,
  type OnlineCourseRow,
  onlineCourseHasEnrolments,
  selectLessonSummaries,
  selectOnlineCourses,
} from './online-courses.repository.js';

export const onlineCourseDetailPath = (title: string) => `/onlinecoursedetail/${titlePathSegment(title)}`;

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
  const rows = await selectOnlineCourses(ctx.db, { ...query, limit: CATALOGUE_LIST_MAX });
  return rows.map((row) => toListItem(row.course, row.lessonsCount));
}

/** The public page: lesson titles and lengths, never their videos (those are for owners). */
export async function getOnlineCourseByTitle(ctx: AppContext, title: string): Promise<OnlineCourseDetail> {
  const row = await findOnlineCourseByTitle(ctx.db, title);
  if (!row) throw notFound('Corso online non trovato');
  const lessons = await selectLessonSummaries(ctx.db, row.course.id);
  return {
    ...toListItem(row.course, lessons.length),
    lessons,
    member: row.author ? toMemberCard(row.author) : null,
  };
}

/** Same rule as in-person courses: what a customer bought stays. */
export async function deleteOnlineCourse(ctx: AppContext, title: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const id = await lockOnlineCourseIdByTitle(tx, title);
    if (id === undefined) throw notFound('Corso online non trovato');
    if (await onlineCourseHasEnrolments(tx, id)) {
      throw inUse('Il corso online è già stato acquistato e non può essere eliminato.');
    }
    await deleteOnlineCourseById(tx, id);
  });
}
