import { z } from 'zod';
import { problem } from './field-problems.js';

/**
 * Captions of the site's videos (WCAG 1.2.2): one WebVTT file per video and language. Every video
 * with sound takes them: a lesson, an in-person course's video, an online course's trailer, a
 * landing page's gallery video. The decorative background videos (the home's hero, a landing page's
 * hero) play muted and carry none.
 */
export const CAPTION_LANGUAGES = ['it', 'en'] as const;
export type CaptionLanguage = (typeof CAPTION_LANGUAGES)[number];

/**
 * The largest captions file taken, in bytes: an hour of dense speech is about 100 KB of WebVTT, so
 * 512 KB holds any lesson the site sells, while a form can never park megabytes of text in a row.
 */
export const CAPTIONS_MAX_BYTES = 512 * 1024;

/** The multipart field names of an upload: `language` (it | en) and `file` (a .vtt). */
export const CaptionsUploadFields = z.object({
  language: z.enum(CAPTION_LANGUAGES, { error: problem('captionsLanguage') }),
});
export type CaptionsUploadFields = z.infer<typeof CaptionsUploadFields>;

/** Which languages a video has captions in, in the order of CAPTION_LANGUAGES. */
export const CaptionLanguages = z.array(z.enum(CAPTION_LANGUAGES));
export type CaptionLanguages = z.infer<typeof CaptionLanguages>;

/** POST …/captions and DELETE …/captions/{language}: the video's languages after the change. */
export const CaptionsSaved = z.object({ message: z.literal('Success'), captions: CaptionLanguages });
export type CaptionsSaved = z.infer<typeof CaptionsSaved>;

/** The address of a public video's captions, as the players put it in a <track>. */
export const publicCaptionsPath = {
  onlineCourseTrailer: (courseId: number, language: CaptionLanguage) =>
    `/api/onlinecourses/${courseId}/video/captions/${language}`,
  landingVideo: (pageId: number, position: number, language: CaptionLanguage) =>
    `/api/landingpage/${pageId}/videos/${position}/captions/${language}`,
};
