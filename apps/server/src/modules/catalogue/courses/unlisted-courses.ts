import type { UnlistedCourse } from '@cammini/contract';
import type { AppContext } from '../../../context.js';
import { businessDay } from '../../../lib/business-day.js';
import { selectUnlistedCourses, selectUnlistedOnlineCourses } from './unlisted-courses.repository.js';

/**
 * GET /api/admin/courses: what the public lists leave out, newest change first, so the admin can find
 * drafts, archived courses and in-person courses that took place, and edit them.
 */
export async function listUnlistedCourses(ctx: AppContext, kind: 'course' | 'onlineCourse'): Promise<UnlistedCourse[]> {
  if (kind === 'onlineCourse') {
    const rows = await selectUnlistedOnlineCourses(ctx.db);
    return rows.map((row) => ({
      title: row.title,
      status: row.status,
      date: null,
      tookPlace: false,
      peopleInterested: Number(row.owners),
    }));
  }
  const today = businessDay(ctx.clock.now());
  const rows = await selectUnlistedCourses(ctx.db, today);
  return rows.map((row) => ({
    title: row.title,
    status: row.status,
    date: row.date,
    tookPlace: row.date !== null && row.date < today,
    peopleInterested: Number(row.owners),
  }));
}
