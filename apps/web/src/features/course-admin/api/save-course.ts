import { useSendCourseForm } from './send-course-form';

/** POST /api/course (add) or PUT /api/course (edit), multipart with the private token. */
export const useSaveCourse = () => useSendCourseForm('course');
