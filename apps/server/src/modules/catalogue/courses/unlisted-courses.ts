import { CATALOGUE_LIST_MAX, type UnlistedCourse } from '@cammini/contract';
import { desc, ne, not, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context.js';
import { courses, onlineCourses } from '../../../db/schema/catalogue.js';
import { enrolments } from '../../../db/schema/orders.js';
import { businessDay } from '../../../lib/business-day.js';
import { coursesOnShow } from './courses.repository.js';

// Owners counted per listed course through the enrolments' course indexes (one query for the list).
const courseOwners = sql<number>`(select count(*)::int from ${enrolments} e where e.course_id = "courses"."id")`;
const onlineCourseOwners = sql<number>`(select count(*)::int from ${enrolments} e where e.online_course_id = "online_courses"."id")`;

/**
 * GET /api/admin/courses: what the public lists leave out, newest change first, so the admin can find
 * drafts, archived courses and in-person courses that took place, and edit them.
 */
export async function listUnlistedCourses(ctx: AppContext, kind: 'course' | 'onlineCourse'): Promise<UnlistedCourse[]> {
  if (kind === 'onlineCourse') {
    const rows = await ctx.db
      .select({ title: onlineCourses.title, status: onlineCourses.status, owners: onlineCourseOwners })
      .from(onlineCourses)
      .where(ne(onlineCourses.status, 'published'))
      .orderBy(desc(onlineCourses.updatedAt), desc(onlineCourses.id))
      .limit(CATALOGUE_LIST_MAX);
    return rows.map((row) => ({
      title: row.title,
      status: row.status,
      date: null,
      tookPlace: false,
      peopleInterested: Number(row.owners),
    }));
  }
  const today = businessDay(ctx.clock.now());
  const rows = await ctx.db
    .select({ title: courses.title, status: courses.status, date: courses.startDate, owners: courseOwners })
    .from(courses)
    .where(not(coursesOnShow(today)))
    .orderBy(desc(courses.updatedAt), desc(courses.id))
    .limit(CATALOGUE_LIST_MAX);
  return rows.map((row) => ({
    title: row.title,
    status: row.status,
    date: row.date,
    tookPlace: row.date !== null && row.date < today,
    peopleInterested: Number(row.owners),
  }));
}
