import type { LessonProgressBody, LessonProgressResponse, LessonVideoUrlResponse } from '@cammini/contract';
import { request } from '../../../lib/api-client';

/** GET /api/lessons/{id}/video-url: a signed address the <video> element can load (it sends no header). */
export const fetchLessonVideoUrl = (lessonId: number, signal?: AbortSignal) =>
  request<LessonVideoUrlResponse>(`/api/lessons/${lessonId}/video-url`, { auth: 'user', signal });

/** PUT /api/lessons/{id}/progress: where the customer is, and whether the lesson is completed. */
export const saveLessonProgress = (lessonId: number, body: LessonProgressBody) =>
  request<LessonProgressResponse>(`/api/lessons/${lessonId}/progress`, { method: 'PUT', body, auth: 'user' });
