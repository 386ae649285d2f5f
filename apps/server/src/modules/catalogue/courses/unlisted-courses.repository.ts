import { CATALOGUE_LIST_MAX } from '@cammini/contract';
import { desc, ne, not, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { courses, onlineCourses } from '../../../db/schema/catalogue.js';
import { enrolmentView } from '../../orders/views/orders.views.js';
import { coursesOnShow } from './courses.repository.js';

// Owners counted per listed course through the enrolments' course indexes (one query for the list).
const courseOwners = sql<number>`(select count(*)::int from ${enrolmentView('e')} where e.course_id = "courses"."id")`;
const onlineCourseOwners = sql<number>`(select count(*)::int from ${enrolmentView('e')} where e.online_course_id = "online_courses"."id")`;

/** Online courses off the public list (drafts, archived), newest change first, with their owners. */
export async function selectUnlistedOnlineCourses(db: Executor) {
  return db
    .select({ title: onlineCourses.title, status: onlineCourses.status, owners: onlineCourseOwners })
    .from(onlineCourses)
    .where(ne(onlineCourses.status, 'published'))
    .orderBy(desc(onlineCourses.updatedAt), desc(onlineCourses.id))
    .limit(CATALOGUE_LIST_MAX);
}

/** In-person courses off the public lists on `today`, newest change first, with their owners. */
export async function selectUnlistedCourses(db: Executor, today: string) {
  return db
    .select({ title: courses.title, status: courses.status, date: courses.startDate, owners: courseOwners })
    .from(courses)
    .where(not(coursesOnShow(today)))
    .orderBy(desc(courses.updatedAt), desc(courses.id))
    .limit(CATALOGUE_LIST_MAX);
}
