import { calendarKeys, courseKeys, memberKeys } from '../../../lib/query-keys';
import { useSendCourseForm } from './send-course-form';

/** What an in-person course appears in: its lists, its page, the calendar, its member's courses, the edit form. */
const COURSE_QUERIES = [courseKeys.all, calendarKeys.all, memberKeys.allCourses()];

/** POST /api/course (add) or PUT /api/course (edit), multipart with the private token. */
export const useSaveCourse = () => useSendCourseForm('/api/course', COURSE_QUERIES);
