import type { LessonVideoUrlResponse } from '@cammini/contract';
import { request } from '../../../lib/api-client';

/**
 * GET /api/courses/{id}/videos/{position}/video-url with the admin's private token: a signed
 * address, lasting minutes, to preview a saved video of an in-person course (the file is private).
 */
export async function fetchSavedCourseVideoUrl(courseId: number, position: number, signal?: AbortSignal) {
  const answer = await request<LessonVideoUrlResponse>(`/api/courses/${courseId}/videos/${position}/video-url`, {
    auth: 'admin',
    signal,
  });
  return answer.url;
}
