import { constants } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

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

/** A copy to make: a committed clip to a file under one of the data folders. */
export interface VideoCopy {
  clip: string;
  target: string;
}

export interface PlannedVideo {
  /** What goes into the database: a public URL or a path relative to privateDir. */
  stored: string;
  copy: VideoCopy;
}

/** The home page's hero video; no table holds it, so the web app may refer to this address. */
export const DEMO_HERO_VIDEO_URL = '/uploads/seed/videos/hero.mp4';

export function planHeroVideo(uploadsDir: string): PlannedVideo {
  return {
    stored: DEMO_HERO_VIDEO_URL,
    copy: { clip: trailerClip.file, target: path.join(uploadsDir, 'seed', 'videos', 'hero.mp4') },
  };
}

/** The public trailer of the index-th online course; the clips take turns so the pages differ. */
export function planTrailer(uploadsDir: string, courseSlug: string, index: number): PlannedVideo {
  const clip = trailerClips[index % trailerClips.length] ?? trailerClip;
  return {
    stored: `/uploads/seed/videos/${courseSlug}.mp4`,
    copy: { clip: clip.file, target: path.join(uploadsDir, 'seed', 'videos', `${courseSlug}.mp4`) },
  };
}

/**
 * The welcome video of an in-person course, for its buyers: stored relative to privateDir, never
 * under the public uploads, and streamed through the signed course-video route.
 */
export function planCourseVideo(privateDir: string, courseSlug: string, index: number): PlannedVideo {
  const clip = lessonClips[index % lessonClips.length] ?? lessonClips[0];
  const stored = `courses/${courseSlug}/1.mp4`;
  return { stored, copy: { clip: clip.file, target: path.join(privateDir, ...stored.split('/')) } };
}

/** A private lesson video: stored relative to privateDir, never under the public uploads. */
export function planLesson(
  privateDir: string,
  courseSlug: string,
  position: number,
): PlannedVideo & { durationSeconds: number } {
  const clip = lessonClips[(position - 1) % lessonClips.length] ?? lessonClips[0];
  const stored = `lessons/${courseSlug}/${position}.mp4`;
  return {
    stored,
    durationSeconds: clip.durationSeconds,
    copy: { clip: clip.file, target: path.join(privateDir, ...stored.split('/')) },
  };
}

/** Copies the clips; a copy-on-write clone where the file system offers one. */
export async function copyDemoVideos(copies: readonly VideoCopy[]): Promise<void> {
  const folders = new Set(copies.map((copy) => path.dirname(copy.target)));
  await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
  await Promise.all(
    copies.map((copy) => copyFile(path.join(mediaDir, copy.clip), copy.target, constants.COPYFILE_FICLONE)),
  );
}
