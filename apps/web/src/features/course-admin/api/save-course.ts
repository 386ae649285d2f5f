import { useSendCourseForm } from './send-course-form';

/** What an in-person course appears in: its lists, its page, the calendar, its member's courses, the edit form. */
const COURSE_QUERIES = [['courses'], ['course'], ['calendar-events'], ['member-courses'], ['course-admin', 'course']];

/** POST /api/course (add) or PUT /api/course (edit), multipart with the private token. */
export const useSaveCourse = () => useSendCourseForm('/api/course', COURSE_QUERIES);
