import {
  type CalendarEvent,
  type CourseDetail,
  type CourseListItem,
  type ListQuery,
  titleToSlug,
} from '@cammini/contract';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/app-error.js';
import { CacheTag } from '../../lib/cache-tags.js';
import { centsToEuros } from '../../lib/money.js';
import { discardFiles } from './admin-writes.js';
import {
  type CourseDetailRow,
  type CourseRow,
  courseHasEnrolments,
  deleteCourseById,
  findCourseById,
  findCourseByTitle,
  lockCourseByTitle,
  selectCourses,
  selectDatedCourses,
} from './courses.repository.js';
import { inUse } from './in-use-error.js';
import { toMemberCard } from './member-card.js';
import { findRenamedItemId, forgetRedirects } from './title-redirects.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export const courseDetailPath = (title: string) => `/courseDetail/${titleToSlug(title)}`;

function toListItem(row: CourseRow, peopleInterested: number): CourseListItem {
  return {
    id: row.id,
    idCourse: row.id,
    title: row.title,
    category: row.category,
    intro: row.intro,
    author: row.author,
    price: centsToEuros(row.priceCents),
    facilitatorPrice: centsToEuros(row.facilitatorPriceCents),
    affiliatePrice: centsToEuros(row.affiliatePriceCents),
    location: row.location,
    date: row.startDate,
    dateFine: row.endDate,
    dateMode: row.dateMode,
    immagineCopertina: row.coverImage,
    immaginiRappresentative: row.images,
    freeCancellation: row.freeCancellation,
    peopleInterested: Number(peopleInterested),
  };
}

/** Days from the first to the last day, both counted; a course without an end lasts one day. */
export function courseDurationDays(startDate: string | null, endDate: string | null): number | null {
  if (!startDate) return null;
  if (!endDate) return 1;
  const days = Math.round((Date.parse(endDate) - Date.parse(startDate)) / DAY_MS) + 1;
  return Math.max(days, 1);
}

export async function listCourses(ctx: AppContext, query: ListQuery): Promise<CourseListItem[]> {
  const rows = await selectCourses(ctx.db, query);
  return rows.map((row) => toListItem(row.course, row.peopleInterested));
}

export async function listCalendarEvents(ctx: AppContext, query: ListQuery): Promise<CalendarEvent[]> {
  const rows = await selectDatedCourses(ctx.db, query);
  return rows.flatMap((row) =>
    row.startDate
      ? [
          {
            title: row.title,
            intro: row.intro,
            author: row.author,
            price: centsToEuros(row.priceCents),
            category: row.category,
            link: courseDetailPath(row.title),
            location: row.location,
            date: row.startDate,
            dateFine: row.endDate,
          },
        ]
      : [],
  );
}

/** The course with this title, or the one that had it before a rename (old links keep working). */
export async function findCourseFollowingRenames(
  db: AppContext['db'],
  title: string,
): Promise<CourseDetailRow | undefined> {
  const row = await findCourseByTitle(db, title);
  if (row) return row;
  const renamedId = await findRenamedItemId(db, 'course', title);
  return renamedId === null ? undefined : findCourseById(db, renamedId);
}

export async function getCourseByTitle(ctx: AppContext, title: string): Promise<CourseDetail> {
  const row = await findCourseFollowingRenames(ctx.db, title);
  if (!row) throw notFound('Corso non trovato');
  return {
    ...toListItem(row.course, row.peopleInterested),
    description: row.course.description,
    duration: courseDurationDays(row.course.startDate, row.course.endDate),
    facilitators: row.author ? [toMemberCard(row.author)] : [],
  };
}

/**
 * Enrolments are what customers paid for and would cascade away with the course, so a course
 * with any enrolment is refused; the lock keeps a purchase from slipping in meanwhile. Its
 * uploaded files go once the deletion is committed.
 */
export async function deleteCourse(ctx: AppContext, title: string): Promise<void> {
  const media = await ctx.db.transaction(async (tx) => {
    const course = await lockCourseByTitle(tx, title);
    if (!course) throw notFound('Corso non trovato');
    if (await courseHasEnrolments(tx, course.id)) {
      throw inUse('Il corso ha già degli iscritti e non può essere eliminato.');
    }
    await deleteCourseById(tx, course.id);
    await forgetRedirects(tx, 'course', course.id);
    return [course.coverImage, ...course.images, ...course.videos];
  });
  ctx.publicCache.invalidate(CacheTag.courses);
  await discardFiles(ctx.storage, { public: media, private: media });
}
