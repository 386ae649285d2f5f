import type { CaptionLanguage } from '@cammini/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/app-error.js';
import type { CacheTag } from '../../lib/cache-tags.js';
import type { SessionContext } from '../../lib/session-context.js';
import { type MediaArea, publicKeyOf } from '../../lib/uploads/media-storage.js';
import { storedVideoSeconds } from '../../lib/uploads/stored-video-length.js';
import {
  deleteCaptions,
  deleteCaptionsOfVideos,
  selectCaptionLanguages,
  selectCaptionsText,
  upsertCaptions,
} from './captions.repository.js';
import { checkCaptions, type VideoLength } from './webvtt-check.js';

export type { VideoLength } from './webvtt-check.js';

/**
 * A video that takes captions, as its owner module finds it. Captions are keyed by `video`, the
 * video as its owner row names it (a lesson's `video_path`, an entry of a course's `videos`, an
 * online course's `main_video`, a landing page's video address): a replaced video has none until
 * new ones are given, since the old cues would not match it.
 */
export interface CaptionedVideo {
  video: string;
  /** The video's length, asked only when captions are uploaded (reading it may read the file). */
  length: () => Promise<VideoLength>;
  /** The public answers that list the video's caption languages, dropped when they change. */
  tags: readonly CacheTag[];
}

/** A video named in a URL: its owner's id, and its place in the owner's list when it has several. */
export interface VideoRef {
  id: number;
  position?: number;
}

/**
 * One kind of video that takes captions, handed in by the composition root (app.ts) with its owner
 * module's lookups, so this module knows no owner: `<path>/captions` (POST, admin),
 * `<path>/captions/{language}` (GET as the video itself is read, DELETE admin).
 */
export interface CaptionKind {
  /** The video's resource in Fastify's spelling: `/api/lessons/:id`. */
  path: string;
  /** What the video is, for the API's documentation: "a lesson's video". */
  name: string;
  params: z.ZodType<VideoRef>;
  languageParams: z.ZodType<VideoRef & { language: CaptionLanguage }>;
  /**
   * 'owner': the video's viewers (its buyers, an admin's private token), answers never stored;
   * 'public': anyone the video is shown to, from the public cache, dropped with `publicTags`.
   */
  read: 'owner' | 'public';
  publicTags?: readonly CacheTag[];
  /** The video for an admin's write, whatever the owner's status; 404 when there is none. */
  findForAdmin(ctx: AppContext, ref: VideoRef): Promise<CaptionedVideo>;
  /** The video for a read, refused (401, 403, 404) exactly as the video itself would be. */
  findForViewer(ctx: AppContext, ref: VideoRef, session: SessionContext | null): Promise<CaptionedVideo>;
}

const noCaptions = () => notFound('Sottotitoli non disponibili in questa lingua');

const named = (videos: readonly (string | null | undefined)[]) =>
  videos.filter((video): video is string => Boolean(video));

/** The caption languages of each video that has any (videos not given are skipped). */
export function captionLanguagesOf(ctx: AppContext, videos: readonly (string | null | undefined)[]) {
  return selectCaptionLanguages(ctx.db, named(videos));
}

async function languagesOf(ctx: AppContext, video: string): Promise<CaptionLanguage[]> {
  return (await selectCaptionLanguages(ctx.db, [video])).get(video) ?? [];
}

/**
 * POST …/captions: the file becomes the video's captions in `language`, replacing any it had, once
 * checkCaptions took it; a refused file changes nothing. Answers the video's languages after it.
 */
export async function saveCaptions(
  ctx: AppContext,
  target: CaptionedVideo,
  language: CaptionLanguage,
  file: Buffer,
): Promise<CaptionLanguage[]> {
  const vtt = checkCaptions(file, await target.length());
  await upsertCaptions(ctx.db, target.video, language, vtt);
  ctx.publicCache.invalidate(...target.tags);
  return languagesOf(ctx, target.video);
}

/** DELETE …/captions/{language}: 404 when the video had none in that language. */
export async function removeCaptions(
  ctx: AppContext,
  target: CaptionedVideo,
  language: CaptionLanguage,
): Promise<CaptionLanguage[]> {
  if (!(await deleteCaptions(ctx.db, target.video, language))) throw noCaptions();
  ctx.publicCache.invalidate(...target.tags);
  return languagesOf(ctx, target.video);
}

/** GET …/captions/{language}: the WebVTT text, or 404. */
export async function getCaptionsText(ctx: AppContext, video: string, language: CaptionLanguage): Promise<string> {
  const vtt = await selectCaptionsText(ctx.db, video, language);
  if (vtt === undefined) throw noCaptions();
  return vtt;
}

/** Forgets the captions of videos their owners no longer show (a replaced trailer, a removed lesson). */
export async function forgetCaptions(ctx: AppContext, videos: readonly (string | null | undefined)[]): Promise<void> {
  await deleteCaptionsOfVideos(ctx.db, named(videos));
}

/** A stored video's length read from its file (an exact length), or null when it cannot be read. */
export async function storedVideoLength(ctx: AppContext, area: MediaArea, key: string): Promise<VideoLength> {
  const seconds = await storedVideoSeconds(ctx.storage, area, key);
  return seconds === null ? null : { seconds, kind: 'exact' };
}

/**
 * The length of a public video by its address: read from the file when it is one of the site's
 * uploads, unknown (null) for a video linked from another site.
 */
export async function publicVideoLength(ctx: AppContext, address: string): Promise<VideoLength> {
  const key = publicKeyOf(address);
  return key ? storedVideoLength(ctx, 'public', key) : null;
}

/** A length kept in whole seconds (a lesson's), else read from the stored file. */
export async function keptOrStoredVideoLength(
  ctx: AppContext,
  keptSeconds: number | null,
  stored: { area: MediaArea; key: string },
): Promise<VideoLength> {
  if (keptSeconds !== null && keptSeconds > 0) return { seconds: keptSeconds, kind: 'rounded' };
  return storedVideoLength(ctx, stored.area, stored.key);
}
