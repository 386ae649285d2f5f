import {
  CATALOGUE_LIST_MAX,
  type CalendarEvent,
  type CourseDetail,
  type CourseListItem,
  type ListQuery,
} from '@cammini/contract';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/app-error.js';
import { centsToEuros } from '../../lib/money.js';
import { titlePathSegment } from '../../lib/titles.js';
import {
  type CourseRow,
  courseHasEnrolments,
  deleteCourseById,
  findCourseByTitle,
  lockCourseIdByTitle,
  selectCourses,
  selectDatedCourses,
} from './courses.repository.js';
import { inUse } from './in-use-error.js';
import { toMemberCard } from './member-card.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export const courseDetailPath = (title: string) => `/courseDetail/${titlePathSegment(title)}`;

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
  const rows = await selectCourses(ctx.db, { ...query, limit: CATALOGUE_LIST_MAX });
  return rows.map((row) => toListItem(row.course, row.peopleInterested));
}

export async function listCalendarEvents(ctx: AppContext, query: ListQuery): Promise<CalendarEvent[]> {
  const rows = await selectDatedCourses(ctx.db, { ...query, limit: CATALOGUE_LIST_MAX });
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

export async function getCourseByTitle(ctx: AppContext, title: string): Promise<CourseDetail> {
  const row = await findCourseByTitle(ctx.db, title);
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
 * with any enrolment is refused; the lock keeps a purchase from slipping in meanwhile.
 */
export async function deleteCourse(ctx: AppContext, title: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const id = await lockCourseIdByTitle(tx, title);
    if (id === undefined) throw notFound('Corso non trovato');
    if (await courseHasEnrolments(tx, id)) {
      throw inUse('Il corso ha già degli iscritti e non può essere eliminato.');
    }
    await deleteCourseById(tx, id);
  });
}
