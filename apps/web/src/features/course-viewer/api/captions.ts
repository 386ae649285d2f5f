import type { CaptionLanguage } from '@cammini/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { captionKeys } from '../../../lib/query-keys';

/**
 * GET …/captions/{language} of a bought video (a lesson's, an in-person course's): the WebVTT text,
 * read with the customer's session like the video's own address. `video` is the video's resource:
 * `/api/lessons/12`, `/api/courses/3/videos/1`.
 */
export const boughtCaptionsQuery = (video: string, language: CaptionLanguage) =>
  queryOptions({
    queryKey: captionKeys.text(video, language),
    queryFn: ({ signal }) => request<string>(`${video}/captions/${language}`, { auth: 'user', signal, answer: 'text' }),
    // A file changes only when an admin uploads another: a visit reads it once.
    staleTime: 10 * 60_000,
  });
