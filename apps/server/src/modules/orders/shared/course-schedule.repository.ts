import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { courses } from '../../../db/schema/catalogue.js';
import type { CourseSchedule } from './course-when-where.js';

/** What of an in-person course its e-mails state: its days, times and place. */
export const courseScheduleColumns = {
  startDate: sql<string | null>`${courses.startDate}::text`,
  endDate: sql<string | null>`${courses.endDate}::text`,
  startTime: courses.startTime,
  endTime: courses.endTime,
  location: courses.location,
  placeName: courses.placeName,
  placeAddress: courses.placeAddress,
};

/** An in-person course's days, times and place as its receipt states them; none when it is gone. */
export async function findCourseSchedule(db: Executor, courseId: number): Promise<CourseSchedule | undefined> {
  const [row] = await db.select(courseScheduleColumns).from(courses).where(eq(courses.id, courseId)).limit(1);
  return row;
}
