import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * What the seed needs of the site's media storage (lib/uploads, a folder or a bucket): one write.
 * Said here rather than imported, so db/ depends on nothing above it.
 */
export interface SeedMediaWriter {
  write(area: 'public' | 'private', key: string, source: Readable | Buffer): Promise<unknown>;
}

/** The clips committed beside this file (made by media/make-videos.sh). */
const mediaDir = path.join(import.meta.dirname, 'media');

interface Clip {
  file: string;
  durationSeconds: number;
}

// Durations are those of the committed files; keep them in step with make-videos.sh.
const trailerClip: Clip = { file: 'trailer.mp4', durationSeconds: 8 };
const lessonClips: readonly [Clip, ...Clip[]] = [
  { file: 'lesson-a.mp4', durationSeconds: 7 },
  { file: 'lesson-b.mp4', durationSeconds: 7 },
];
const trailerClips: readonly [Clip, ...Clip[]] = [trailerClip, ...lessonClips];

/** A copy to make: a committed clip to a key of the media storage. */
export interface VideoCopy {
  clip: string;
  area: 'public' | 'private';
  key: string;
}

export interface PlannedVideo {
  /** What goes into the database: a public URL or a private storage key. */
  stored: string;
  copy: VideoCopy;
}

/** The home page's hero video; no table holds it, so the web app may refer to this address. */
export const DEMO_HERO_VIDEO_URL = '/uploads/seed/videos/hero.mp4';

export function planHeroVideo(): PlannedVideo {
  return { stored: DEMO_HERO_VIDEO_URL, copy: { clip: trailerClip.file, area: 'public', key: 'seed/videos/hero.mp4' } };
}

/** The public trailer of the index-th online course; the clips take turns so the pages differ. */
export function planTrailer(courseSlug: string, index: number): PlannedVideo {
  const clip = trailerClips[index % trailerClips.length] ?? trailerClip;
  const key = `seed/videos/${courseSlug}.mp4`;
  return { stored: `/uploads/${key}`, copy: { clip: clip.file, area: 'public', key } };
}

/**
 * The welcome video of an in-person course, for its buyers: a private storage key, never under the
 * public uploads, and streamed through the signed course-video route.
 */
export function planCourseVideo(courseSlug: string, index: number): PlannedVideo {
  const clip = lessonClips[index % lessonClips.length] ?? lessonClips[0];
  const stored = `courses/${courseSlug}/1.mp4`;
  return { stored, copy: { clip: clip.file, area: 'private', key: stored } };
}

/** A private lesson video: a private storage key, never under the public uploads. */
export function planLesson(courseSlug: string, position: number): PlannedVideo & { durationSeconds: number } {
  const clip = lessonClips[(position - 1) % lessonClips.length] ?? lessonClips[0];
  const stored = `lessons/${courseSlug}/${position}.mp4`;
  return { stored, durationSeconds: clip.durationSeconds, copy: { clip: clip.file, area: 'private', key: stored } };
}

/** Copies the clips into the media storage (a folder of DATA_DIR, or the bucket), a few at a time. */
export async function copyDemoVideos(copies: readonly VideoCopy[], storage: SeedMediaWriter): Promise<void> {
  const queue = [...copies];
  const copyNext = async (): Promise<void> => {
    const copy = queue.shift();
    if (!copy) return;
    await storage.write(copy.area, copy.key, createReadStream(path.join(mediaDir, copy.clip)));
    await copyNext();
  };
  await Promise.all(Array.from({ length: 4 }, copyNext));
}
