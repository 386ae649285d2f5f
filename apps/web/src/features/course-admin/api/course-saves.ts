import { calendarKeys, courseKeys, memberKeys, onlineCourseKeys } from '../../../lib/query-keys';

/**
 * Where each kind of course is saved (POST adds, PUT edits, multipart with the private token), and the
 * queries a save changes: its lists (the admin's unlisted list too), its page, the calendar, its
 * member's courses, the edit form.
 */
export const courseSaves = {
  course: { path: '/api/course', changes: [courseKeys.all, calendarKeys.all, memberKeys.allCourses()] },
  onlineCourse: { path: '/api/onlinecourse/', changes: [onlineCourseKeys.all, memberKeys.allCourses()] },
} as const;

export type CourseKind = keyof typeof courseSaves;
