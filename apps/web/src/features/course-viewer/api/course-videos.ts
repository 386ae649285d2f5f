import type { LessonVideoUrlResponse } from '@cammini/contract';
import { request } from '../../../lib/api-client';

/**
 * GET /api/courses/{id}/videos/{position}/video-url: a signed address of an in-person course's
 * video that the <video> element can load (it sends no header); it lasts a few minutes.
 */
export const fetchCourseVideoUrl = (courseId: number, position: number, signal?: AbortSignal) =>
  request<LessonVideoUrlResponse>(`/api/courses/${courseId}/videos/${position}/video-url`, { auth: 'user', signal });
