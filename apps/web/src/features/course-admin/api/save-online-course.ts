import { memberKeys, onlineCourseKeys } from '../../../lib/query-keys';
import { useSendCourseForm } from './send-course-form';

const ONLINE_COURSE_QUERIES = [onlineCourseKeys.all, memberKeys.allCourses()];

/** POST /api/onlinecourse/ (add) or PUT /api/onlinecourse/ (edit), multipart with the private token. */
export const useSaveOnlineCourse = () => useSendCourseForm('/api/onlinecourse/', ONLINE_COURSE_QUERIES);
