import { useSendCourseForm } from './send-course-form';

/** POST /api/onlinecourse/ (add) or PUT /api/onlinecourse/ (edit), multipart with the private token. */
export const useSaveOnlineCourse = () => useSendCourseForm('onlineCourse');
