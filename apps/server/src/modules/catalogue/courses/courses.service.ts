import {
  type CalendarEvent,
  type CourseDetail,
  type CourseListItem,
  centsToEuros,
  itemPath,
  type ListQuery,
} from '@cammini/contract';
import type { AppContext } from '../../../context.js';
import { notFound } from '../../../lib/app-error.js';
import { businessDay } from '../../../lib/business-day.js';
import { CacheTag } from '../../../lib/cache-tags.js';
import { inUse } from '../shared/in-use-error.js';
import { titleRedirectsOf } from '../shared/title-redirects.repository.js';
import type { CourseAudience } from './course-audience.js';
import { discardFiles } from './course-files.js';
import {
  type CourseDetailRow,
  type CourseWithPeople,
  courseHasEnrolments,
  deleteCourseById,
  findCourseById,
  findCourseByTitle,
  findNextCourseOfTopic,
  lockCourseByTitle,
  selectCourses,
  selectDatedCourses,
} from './courses.repository.js';
import { toMemberCard } from './member-card.js';

const redirects = titleRedirectsOf('course');

const DAY_MS = 24 * 60 * 60 * 1000;

/** Places neither sold nor held; null when the course has no limit. */
export function seatsLeft(seats: number | null, taken: number): number | null {
  return seats === null ? null : Math.max(0, seats - taken);
}

function toListItem({ course: row, peopleInterested, heldSeats }: CourseWithPeople): CourseListItem {
  const enrolled = Number(peopleInterested);
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
    placeName: row.placeName,
    date: row.startDate,
    dateFine: row.endDate,
    dateMode: row.dateMode,
    immagineCopertina: row.coverImage,
    immaginiRappresentative: row.images,
    freeCancellation: row.freeCancellation,
    peopleInterested: enrolled,
    seats: row.seats,
    seatsLeft: seatsLeft(row.seats, enrolled + Number(heldSeats)),
  };
}

/** Days from the first to the last day, both counted; a course without an end lasts one day. */
export function courseDurationDays(startDate: string | null, endDate: string | null): number | null {
  if (!startDate) return null;
  if (!endDate) return 1;
  const days = Math.round((Date.parse(endDate) - Date.parse(startDate)) / DAY_MS) + 1;
  return Math.max(days, 1);
}

/** Published courses not yet begun (a cached list lives 30 seconds, so a course leaves it soon after its day begins). */
export async function listCourses(ctx: AppContext, query: ListQuery): Promise<CourseListItem[]> {
  const rows = await selectCourses(ctx.db, { ...query, today: businessDay(ctx.clock.now()) });
  return rows.map(toListItem);
}

export async function listCalendarEvents(ctx: AppContext, query: ListQuery): Promise<CalendarEvent[]> {
  const monthStart = `${businessDay(ctx.clock.now()).slice(0, 7)}-01`;
  const rows = await selectDatedCourses(ctx.db, { ...query, from: monthStart });
  return rows.flatMap((row) =>
    row.startDate
      ? [
          {
            title: row.title,
            intro: row.intro,
            author: row.author,
            price: centsToEuros(row.priceCents),
            category: row.category,
            link: itemPath.course(row.title),
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
  audience: CourseAudience,
): Promise<CourseDetailRow | undefined> {
  const row = await findCourseByTitle(db, title, audience);
  if (row) return row;
  const renamedId = await redirects.findRenamedItemId(db, title);
  return renamedId === null ? undefined : findCourseById(db, renamedId, audience);
}

/**
 * A published course's page. One that has begun stays reachable: it says it took place and points to
 * the soonest course of the same topic still to come.
 */
export async function getCourseByTitle(ctx: AppContext, title: string): Promise<CourseDetail> {
  const row = await findCourseFollowingRenames(ctx.db, title, 'public');
  if (!row) throw notFound('Corso non trovato');
  const { course } = row;
  const today = businessDay(ctx.clock.now());
  const tookPlace = course.startDate !== null && course.startDate < today;
  const next = tookPlace
    ? await findNextCourseOfTopic(ctx.db, { category: course.category, exceptId: course.id, today })
    : undefined;
  return {
    ...toListItem(row),
    description: course.description,
    startTime: course.startTime,
    endTime: course.endTime,
    placeAddress: course.placeAddress,
    duration: courseDurationDays(course.startDate, course.endDate),
    facilitators: row.author ? [toMemberCard(row.author)] : [],
    tookPlace,
    nextCourse:
      next?.startDate != null ? { title: next.title, date: next.startDate, link: itemPath.course(next.title) } : null,
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
      throw inUse('Il corso ha già degli iscritti e non può essere eliminato: puoi archiviarlo.');
    }
    await deleteCourseById(tx, course.id);
    await redirects.forgetRedirects(tx, course.id);
    return [course.coverImage, ...course.images, ...course.videos];
  });
  ctx.publicCache.invalidate(CacheTag.courses);
  await discardFiles(ctx, { public: media, private: media });
}
