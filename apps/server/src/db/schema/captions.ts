import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Captions of a video, one WebVTT text per language. Keyed by the video as its owner names it (a lesson's
 * `video_path`, a course's entry of `videos`, an online course's `main_video`, a landing page's video):
 * a replaced video has no captions until new ones are given, since the old cues would not match it.
 */
export const CAPTION_LANGUAGES = ['it', 'en'] as const;
export const videoCaptions = pgTable(
  'video_captions',
  {
    video: text('video').notNull(),
    language: text('language', { enum: CAPTION_LANGUAGES }).notNull(),
    vtt: text('vtt').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.video, t.language] }),
    check('video_captions_language', sql`${t.language} in ('it', 'en')`),
  ],
);
