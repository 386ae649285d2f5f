import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { courseView } from '../../catalogue/views/catalogue.views.js';
import type { CourseSchedule } from './course-when-where.js';

/** An in-person course as catalogue lends it for reading: join on `course.id` to read courseScheduleColumns. */
export const course = courseView();

/** What of an in-person course its e-mails state: its days, times and place. */
export const courseScheduleColumns = {
  startDate: sql<string | null>`${course.startDate}::text`,
  endDate: sql<string | null>`${course.endDate}::text`,
  startTime: course.startTime,
  endTime: course.endTime,
  location: course.location,
  placeName: course.placeName,
  placeAddress: course.placeAddress,
};

/** An in-person course's days, times and place as its receipt states them; none when it is gone. */
export async function findCourseSchedule(db: Executor, courseId: number): Promise<CourseSchedule | undefined> {
  const [row] = await db.select(courseScheduleColumns).from(course).where(eq(course.id, courseId)).limit(1);
  return row;
}
